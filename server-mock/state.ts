// The mock's in-memory data: fixtures (static accounts + the seeded generator) loaded into collections
// at start; POST /__mock__/reset rebuilds them. Sessions live beside the data and survive a reset (a
// session whose user no longer exists is simply invalid).
import crypto from 'node:crypto';
import type { Role } from '../src/validation/access';
import { generateFixtures } from './fixtures/generate';
import { hostileMode, makeRowsHostile } from './fixtures/hostile';
import { type Collection, writes, type Row } from './lib/collection';
import { Scheduler } from './lib/scheduler';
import type { ApiSpec, Schema } from './lib/spec';

export type { Role };

export interface User extends Row {
  userId: string;
  username: string;
  nickname: string | null;
  email: string;
  mobile: string | null;
  avatar: string | null;
  createdAt: string;
  _password: string;
}

export interface Org extends Row {
  ugroupId: string;
  ugroupAddr: string;
  name: string;
  type: 'individual' | 'business';
  createdId: string;
  verificationMethod: 'platform' | 'independent';
  logo: string | null;
  createdAt: string;
}

export interface Rel extends Row {
  relId: string;
  userId: string;
  ugroupId: string;
  role: Role;
  joinedAt: string;
}

export interface Session {
  token: string;
  userId: string;
  createdAt: number;
}

export interface MockOptions {
  scale: number;
  /** ms per lifecycle step */
  tickMs: number;
  /** no "[mock] ..." notices (codes sent, invitations) on stdout */
  silent?: boolean;
}

export class MockState {
  users!: Collection<User>;
  orgs!: Collection<Org>;
  rels!: Collection<Rel>;
  /** userId → relId of the default organisation */
  defaults = new Map<string, string>();
  /** other collections, by name (= the openapi schema name of their rows: Instance, Gpu, Order, ...) */
  collections = new Map<string, Collection>();
  sessions = new Map<string, Session>();
  scheduler = new Scheduler();
  /** when the current data was generated (dates in fixtures are relative to it) */
  bornAt = 0;
  /** fixture instances in a transitional status, and when they finish */
  fixtureTransitions: Array<{ id: string; at: number }> = [];
  /** runs after every reset (the lifecycle module schedules what the fixtures left in flight) */
  afterReset: Array<(state: MockState) => void> = [];
  private seq = 0;
  /** test hook: POST /__mock__/clock moves the mock's clock forward (lifecycles, "today") */
  clockOffsetMs = 0;

  constructor(
    readonly options: MockOptions,
    readonly spec: ApiSpec | null,
    afterReset: Array<(state: MockState) => void> = [],
  ) {
    this.afterReset = afterReset;
    this.reset();
  }

  get doc(): Schema {
    return this.spec?.doc ?? {};
  }

  reset(): void {
    // above every numbered fixture id (the largest list has 220 rows per MOCK_SCALE): at MOCK_SCALE=1000 a new
    // archive's arc-5001 met the fixtures' own arc-5001
    this.seq = 5000 * Math.max(1, Math.round(this.options.scale));
    this.clockOffsetMs = 0;
    writes.count++;
    this.bornAt = this.now();
    this.scheduler.clear();
    // the old data's cached query results go with it, even where something still holds a collection
    for (const c of [this.users, this.orgs, this.rels, ...this.collections.values()]) c?.clearQueryCache();
    this.collections = new Map();
    this.defaults = new Map();
    this.fixtureTransitions = [];
    generateFixtures(this, { scale: this.options.scale, now: this.bornAt, tickMs: this.options.tickMs });
    if (hostileMode()) makeRowsHostile(this.doc, 'User', this.users.rows);
    for (const f of this.afterReset) f(this);
  }

  /** The mock's clock: real time plus what /__mock__/clock added. */
  now(): number {
    return Date.now() + this.clockOffsetMs;
  }

  /** A "[mock] ..." notice: codes and emails the mock pretends to send. */
  notice(message: string): void {
    if (!this.options.silent) console.log(`[mock] ${message}`);
  }

  /** A new id with a prefix ("ins-" → "ins-5001"), unique for the life of the data. */
  nextId(prefix: string): string {
    this.seq += 1;
    return `${prefix}${this.seq}`;
  }

  has(name: string): boolean {
    return this.collections.has(name);
  }

  collection<T extends Row = Row>(name: string): Collection<T> {
    const c = this.collections.get(name);
    if (!c) throw new Error(`No collection ${name}`);
    return c as unknown as Collection<T>;
  }

  addCollection<T extends Row>(c: Collection<T>): Collection<T> {
    this.collections.set(c.name, c as unknown as Collection);
    return c;
  }

  userByEmail(email: string): User | undefined {
    return this.users.where('email', email.trim().toLowerCase())[0];
  }

  userByLogin(login: string): User | undefined {
    const l = login.trim();
    return this.userByEmail(l) ?? this.users.where('username', l)[0];
  }

  orgByAddr(addr: unknown): Org | undefined {
    return typeof addr === 'string' && addr ? this.orgs.where('ugroupAddr', addr)[0] : undefined;
  }

  relsOfUser(userId: string): Rel[] {
    return this.rels.where('userId', userId).sort((a, b) => (a.relId < b.relId ? -1 : 1));
  }

  relOf(userId: string, ugroupId: string): Rel | undefined {
    return this.rels.where('userId', userId).find((r) => r.ugroupId === ugroupId);
  }

  newSession(userId: string): Session {
    const token = crypto.randomBytes(24).toString('base64url');
    const s: Session = { token, userId, createdAt: Date.now() };
    this.sessions.set(token, s);
    return s;
  }
}
