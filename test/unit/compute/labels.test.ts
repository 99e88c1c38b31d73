// Every value of the compute enumerations has its own words (no raw values, no shared key) and a chip colour.
import type { TFunction } from 'i18next';
import {
  DEDICATED_STATUSES,
  MACHINE_STATUSES,
  OVERCOMMIT_POLICIES,
  REGIONS,
  RESOURCE_TYPES,
  TICKET_STATUSES,
  dedicatedStatusText,
  dedicatedStatusTone,
  machineStatusText,
  machineStatusTone,
  policyText,
  regionText,
  resourceTypeText,
  ticketStatusText,
} from '@/features/compute/labels';
import enCompute from '@/i18n/locales/en-US/compute.json';

/** Resolves `compute:a.b` against the en-US file, as i18next would. */
const t = ((key: string) =>
  key
    .replace(/^compute:/, '')
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      enCompute,
    )) as unknown as TFunction;

const distinctWords = (words: string[]) => {
  for (const w of words) expect(typeof w === 'string' && w.length > 0).toBe(true);
  expect(new Set(words).size).toBe(words.length);
};

describe('compute labels', () => {
  it('words the resource types of docs/product-rules.md#fixed-values', () => {
    expect(RESOURCE_TYPES.map((v) => resourceTypeText(t, v))).toEqual([
      'Bare metal',
      'Docker / container host',
      'Virtual machine',
      'Cluster',
    ]);
  });

  it('words and colours the machine statuses of docs/product-rules.md#states-and-transitions', () => {
    expect(MACHINE_STATUSES.map((v) => machineStatusText(t, v)).sort()).toEqual(
      ['Closed', 'Offline', 'Online', 'Preparing', 'Starting'].sort(),
    );
    expect(machineStatusTone('online')).toBe('success');
    expect(machineStatusTone('offline')).toBe('error');
    expect(machineStatusTone('starting')).toBe('primary');
  });

  it('gives every request status, ticket status, policy and region its own words', () => {
    distinctWords(DEDICATED_STATUSES.map((v) => dedicatedStatusText(t, v)));
    distinctWords(TICKET_STATUSES.map((v) => ticketStatusText(t, v)));
    distinctWords([...OVERCOMMIT_POLICIES, 'none' as const].map((v) => policyText(t, v)));
    distinctWords(REGIONS.map((v) => regionText(t, v)));
    expect(dedicatedStatusTone('active')).toBe('success');
    expect(dedicatedStatusTone('pending')).toBe('warning');
  });

  it('shows an unknown region as it is and a missing value as a dash', () => {
    expect(regionText(t, 'eu-west-9')).toBe('eu-west-9');
    expect(regionText(t, null)).toBe('—');
    expect(resourceTypeText(t, undefined)).toBe('—');
  });
});
