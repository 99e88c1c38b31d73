// Contract conformance (issue 12): after every other spec has run against the mock, the mock's recorder holds no
// call the console made that openapi.yaml lacks (unknown path, a body breaking its schema, a property the contract
// does not name) and no answer outside the contract. Tests that break the contract on purpose send the
// `x-mock-expect-violation` header. This spec runs last (its own project, playwright.config.ts).
import { expect, test } from '@playwright/test';
import { RESETTING_PORT } from './mockPorts';

/** The records of the mocks the specs ran against: the shared one, and the one of the specs that reset their data. */
const RECORDS = ['/__mock__/violations', `http://localhost:${RESETTING_PORT}/__mock__/violations`];

test('the whole end-to-end run made no call and got no answer outside openapi.yaml', async ({ request }) => {
  for (const record of RECORDS) {
    const response = await request.get(record);
    expect(response.ok()).toBe(true);
    const violations = (await response.json()) as { kind: string; path: string; message: string }[];
    expect(violations.map((v) => `${record}: ${v.kind} ${v.path}: ${v.message}`)).toEqual([]);
  }
});
