// The testers' kit (issue 25): `npm run collection`'s Postman collection, run with newman (the collection runner)
// against the mock: its sign-in keeps the token of the authorization header in the environment, and a list call then
// answers with rows. Every operation of openapi.yaml is in it with a body, and there is an environment per fixture
// account.
import newman, { type Summary } from 'newman';
import { SIGN_IN_NAME, buildCollection, load, type PostmanItem } from '../../../scripts/collection.cjs';
import type { MockServer } from '../../../server-mock/server';
import { startMock } from '../support/helpers';

const { doc, accounts } = load();
const { collection, environments } = buildCollection(doc, { accounts });
const requests = (items: PostmanItem[]): PostmanItem[] =>
  items.flatMap((i) => (i.item ? requests(i.item) : i.request ? [i] : []));

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(async () => {
  await mock.close();
});

function run(environmentOf: string, folder: string[]) {
  const environment = environments.find((e) => e.file === `${environmentOf}.postman_environment.json`)!.content;
  return new Promise<Summary>((resolve, reject) =>
    newman.run(
      {
        collection,
        environment,
        envVar: [{ key: 'baseUrl', value: `http://127.0.0.1:${mock.port}` }],
        folder,
        reporters: [],
      },
      (error, summary) => (error ? reject(error) : resolve(summary)),
    ),
  );
}

describe('the Postman collection', () => {
  it('has every operation of openapi.yaml, each with a JSON body, and an environment per fixture account', () => {
    const ids = Object.values((doc as { paths: Record<string, Record<string, { operationId?: string }>> }).paths)
      .flatMap((p) => Object.values(p).map((op) => op.operationId))
      .filter(Boolean);
    expect(ids.length).toBeGreaterThan(100);
    const items = requests(collection.item);
    expect(items[0].name).toBe(SIGN_IN_NAME);
    for (const id of ids) {
      const item = items.find((i) => i.name.endsWith(`(${id})`));
      expect(item).toBeDefined();
      expect(() => JSON.parse(item!.request!.body!.raw)).not.toThrow();
    }
    expect(items).toHaveLength(ids.length + 1);
    expect(environments.map((e) => e.content.values.find((v) => v.key === 'loginName')?.value)).toEqual(
      accounts.map((a) => a.email),
    );
  });

  it('signs in with newman, keeps the token, and a list call with it answers rows', async () => {
    const list = requests(collection.item).find((i) => i.name.endsWith('(queryGpus)'))!;
    const summary = await run('demo', [SIGN_IN_NAME, list.name]);
    expect(summary.run.failures.map((f) => `${f.source?.name}: ${f.error.message}`)).toEqual([]);
    const [signIn, listed] = summary.run.executions;
    expect(summary.run.executions).toHaveLength(2);
    expect(signIn.item.name).toBe(SIGN_IN_NAME);
    const token = signIn.response.headers.get('authorization');
    expect(token).toBeTruthy();
    expect(summary.environment.values.toObject()).toMatchObject({ token, ugroupAddr: 'ug-7f3a9c2e' });
    expect(listed.request.headers.get('Authorization')).toBe(token);
    const body = JSON.parse(listed.response.stream.toString('utf8')) as { success: boolean; data: { list: unknown[] } };
    expect(listed.response.code).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.list.length).toBeGreaterThan(0);
    expect(summary.run.stats.assertions).toMatchObject({ total: 3, failed: 0 });
  });

  it('an account without an organisation signs in too, and its bodies carry no organisation', async () => {
    const summary = await run('neworg', [SIGN_IN_NAME]);
    expect(summary.run.failures).toEqual([]);
    expect(summary.environment.values.toObject()).toMatchObject({ ugroupAddr: '' });
  });
});
