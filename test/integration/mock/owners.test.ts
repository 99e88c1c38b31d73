// A Basic Member may change only what they created: network service groups and orders name their creator
// (createdBy), so the console can disable the actions up front, and the name agrees with what the mock allows.
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, type Client, signedIn, startMock } from '../support/helpers';

let mock: MockServer;
let demo: Client;
let member: Client;

beforeAll(async () => {
  mock = await startMock();
  demo = await signedIn(mock.url);
  member = await signedIn(mock.url, ACCOUNTS.member);
});
afterAll(() => mock.close());

describe('owners', () => {
  it('every order names its creator; a Basic Member may cancel their own order and no one else’s', async () => {
    const list = (await member.call('aispweb/order/query', { pageNum: 1, pageSize: 100 })).body.data;
    expect(list.list.length).toBeGreaterThan(0);
    for (const o of list.list) expect(typeof o.createdBy).toBe('string');
    const username = (await member.call('aispweb/user/current_user', {})).body.data?.username ?? 'member';
    const other = list.list.find(
      (o: { createdBy: string; status: string }) => o.createdBy !== username && o.status === 'unpaid',
    );
    expect(other).toBeDefined();
    expect((await member.call('aispweb/order/cancel', { orderId: other.orderId })).body).toMatchObject({
      success: false,
      errorCode: 'NO_PERMISSION',
    });

    const created = (
      await member.call('aispweb/order/create', {
        category: 'storage',
        serviceType: 'Object storage',
        configuration: '100 GB',
        billingMode: 'monthly',
        payType: 'prepaid',
        quantity: 1,
      })
    ).body;
    expect(created.success).toBe(true);
    expect(created.data.createdBy).toBe(username);
    expect((await member.call('aispweb/order/cancel', { orderId: created.data.orderId })).body.success).toBe(true);
  });

  it('network service groups name their creator; a Basic Member may delete only their own', async () => {
    const groups = (await demo.call('aispweb/nsg/query', { pageNum: 1, pageSize: 100 })).body.data.list;
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) expect(typeof g.createdBy).toBe('string');
    const mine = (
      await member.call('aispweb/nsg/create', {
        name: 'owners-test-group',
        address: '10.99.0.0/24',
        encryptionAlgorithm: 'aes-256-gcm',
        publicKey: 'c2VydmljZS1ncm91cC1rZXk=',
        accessPoint: 'ap.example.dev:51820',
        service: 'rtsp-relay',
      })
    ).body;
    expect(mine.success).toBe(true);
    const username = mine.data.createdBy;
    expect(typeof username).toBe('string');
    const other = groups.find((g: { createdBy: string }) => g.createdBy !== username);
    const refused = (await member.call('aispweb/nsg/delete', { id: other.id })).body;
    expect(refused).toMatchObject({ success: false, errorCode: 'NO_PERMISSION' });
    expect((await member.call('aispweb/nsg/delete', { id: mine.data.id })).body.success).toBe(true);
  });
});
