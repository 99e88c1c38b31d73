/**
 * @jest-environment node
 */
// The dev server (issue 25): both loopback names and HOST answer, and the hot-reload socket goes to the host the page
// was opened with (a socket to localhost from a page on 127.0.0.1 was refused: "Invalid Host/Origin header").
import webpackConfig from '../../../webpack.config';

const devServerOf = (host?: string) => {
  const saved = process.env.HOST;
  if (host === undefined) delete process.env.HOST;
  else process.env.HOST = host;
  try {
    return webpackConfig({}, { mode: 'development' }).devServer!;
  } finally {
    if (saved === undefined) delete process.env.HOST;
    else process.env.HOST = saved;
  }
};

describe('webpack dev server', () => {
  it('answers on localhost and 127.0.0.1, listening on loopback only', () => {
    const dev = devServerOf();
    expect(dev.host).toBe('127.0.0.1');
    expect(dev.allowedHosts).toEqual(['localhost', '127.0.0.1']);
  });

  it('answers on HOST too, listening on every interface', () => {
    const dev = devServerOf('my-box.lan');
    expect(dev.host).toBe('0.0.0.0');
    expect(dev.allowedHosts).toEqual(['localhost', '127.0.0.1', 'my-box.lan']);
  });

  it("opens the hot-reload socket on the page's own host and port; only the terminal's sockets go to the mock", () => {
    const dev = devServerOf();
    expect(dev.hot).toBe(true);
    expect(typeof dev.client === 'object' && dev.client.webSocketURL).toBe('auto://0.0.0.0:0/ws');
    const proxy = (dev.proxy as Array<{ context: string[]; ws?: boolean }>)[0];
    expect(proxy.context).not.toContain('/ws');
    expect(proxy.context).toContain('/ws/terminal/');
    expect(proxy.ws).toBe(true);
  });
});
