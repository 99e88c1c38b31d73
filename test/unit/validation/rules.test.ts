// The shared rules refuse what the contract refuses: blank or comma-holding tags, blank or invisible device names,
// callback URLs without a host, private image sources with blank credentials.
import { checkExternalCredentials, checkTag, rules } from '@/validation/rules';

describe('tags', () => {
  it('one tag is never blank and holds no comma', () => {
    for (const t of ['pytorch', 'cuda 12', '深度学习']) expect(checkTag(t)).toBeNull();
    for (const t of ['  ', ',', 'a,b', 'a，b', ' a', 'a ', '', 'x'.repeat(33)]) expect(checkTag(t)).toBe('tags');
  });

  it('typed tags: every tag follows the one-tag rule', () => {
    expect(rules.tags('pytorch, cuda 12')).toBeNull();
    expect(rules.tags('ok, ' + 'x'.repeat(33))).toBe('tags');
  });
});

describe('device names', () => {
  it('refuse blanks, emoji, zero-width and direction overrides; accept letters of any script', () => {
    for (const n of ['edge-node_01', '边缘 节点-1', 'Straße 3', 'مرحبا']) expect(rules.deviceName(n)).toBeNull();
    for (const n of ['  ', 'edge🚀', 'ed\u200bge', 'ab\u202ecd', ' edge', 'edge '])
      expect(rules.deviceName(n)).toBe('deviceName');
  });
});

describe('callback URLs', () => {
  it('need a host', () => {
    expect(rules.callbackUrl('https://edge.example.org/cb?x=1')).toBeNull();
    for (const u of ['http:///', 'http://', 'https:///path', 'http:// x'])
      expect(rules.callbackUrl(u)).toBe('callbackUrl');
  });
});

describe('private image sources', () => {
  it('need a username and a password that are not blank', () => {
    expect(checkExternalCredentials({ private: false })).toBeNull();
    expect(checkExternalCredentials({ private: true, sourceUsername: 'robot', sourcePassword: 's3cret' })).toBeNull();
    for (const creds of [
      {},
      { sourceUsername: ' ', sourcePassword: ' ' },
      { sourceUsername: 'robot', sourcePassword: '' },
    ])
      expect(checkExternalCredentials({ private: true, ...creds })).toBe('externalCredentials');
  });
});
