import { useSyncExternalStore } from 'react';
// The plain lists, not the zod enums of common/api/accounts.ts: the session is read by the top bar
// of every page, and zod must stay out of the bundle the marketing pages load first.
import { accountTypes, plans, type AccountType, type Plan } from '../../common/account-types';
import type { LoginResponse, Me } from '../../common/api/accounts';
import { accountLimits } from '../../common/limits';
import { readStored, writeStored } from '../lib/storage';

function oneOf<T extends string>(list: readonly T[], raw: string | null): T | null {
  return list.find((value) => value === raw) ?? null;
}

/**
 * The browser session of docs/product.md §3, kept in localStorage under the spec's key names. Deliberately
 * absent: the password (never kept anywhere) and the refresh token, which lives only in the
 * HttpOnly cookie the server sets, so script on the page can never read it (decision 001).
 */
const sessionKeys = [
  'userid',
  'useremail',
  'useruid',
  'useraccounttype',
  'userrating',
  'accessToken',
  'name',
  'plan',
  'iseditor',
  'isartist',
  'edit_speed',
  'thumbnail_speed',
  'userrblx',
  'usertarget',
  'userownership',
  'usereditors',
  // Not in the spec's list: the profile's zone and picture, filled from GET /api/user/me.
  'timezone',
  'avatar',
] as const;

type SessionKey = (typeof sessionKeys)[number];

/** The localStorage key of the referral code (docs/product.md §2: the app stores a via query parameter). */
export const viaKey = 'via';

/**
 * The signed-in user as the pages show them: everything stored but the access token, which no
 * page renders and which changes on every path change (the refresh of docs/product.md §4).
 */
export type Session = {
  /** docs/product.md §3: logged in means useruid is stored. */
  loggedIn: boolean;
  uid: string | null;
  /** The login handle (the spec's userid). */
  username: string | null;
  /** The display name; 'User' when none is stored. */
  name: string;
  email: string | null;
  /** Partner when none is stored. */
  accountType: AccountType;
  rating: number | null;
  plan: Plan | null;
  isEditor: boolean;
  isArtist: boolean;
  editSpeedDays: number | null;
  thumbnailSpeedDays: number | null;
  rblxHandle: string | null;
  target: number | null;
  ownership: number | null;
  editors: number | null;
  /** The IANA zone dates are shown in; null until the profile is read. */
  timeZone: string | null;
  /** Where the user's picture is served; null without one. */
  avatarUrl: string | null;
};

/** The whole stored session: what the pages show, and the access token. */
export type StoredSession = Session & { accessToken: string | null };

function toNumber(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

type ShownKey = Exclude<SessionKey, 'accessToken'>;
const shownKeys = sessionKeys.filter((key): key is ShownKey => key !== 'accessToken');

function parse(raw: Record<ShownKey, string | null>): Session {
  return {
    loggedIn: Boolean(raw.useruid),
    uid: raw.useruid || null,
    username: raw.userid,
    name: raw.name || 'User',
    email: raw.useremail,
    accountType: oneOf(accountTypes, raw.useraccounttype) ?? 'Partner',
    rating: toNumber(raw.userrating),
    plan: oneOf(plans, raw.plan),
    isEditor: raw.iseditor === 'true',
    isArtist: raw.isartist === 'true',
    editSpeedDays: toNumber(raw.edit_speed),
    thumbnailSpeedDays: toNumber(raw.thumbnail_speed),
    rblxHandle: raw.userrblx,
    target: toNumber(raw.usertarget),
    ownership: toNumber(raw.userownership),
    editors: toNumber(raw.usereditors),
    timeZone: raw.timezone || null,
    avatarUrl: raw.avatar || null,
  };
}

function readRaw<K extends SessionKey>(keys: readonly K[]): Record<K, string | null> {
  return Object.fromEntries(keys.map((key) => [key, readStored(key)])) as Record<K, string | null>;
}

/**
 * A reader of `keys` that gives the same object back while their stored values stay the same, as
 * useSyncExternalStore needs; the raw values are the cache key, so a write from anywhere (another
 * tab, a test) is still picked up.
 */
function snapshotOf<K extends SessionKey, T>(
  keys: readonly K[],
  build: (raw: Record<K, string | null>) => T,
): () => T {
  let lastKey: string | undefined;
  let last: T | undefined;
  return () => {
    const raw = readRaw(keys);
    const key = JSON.stringify(raw);
    if (key !== lastKey || last === undefined) {
      lastKey = key;
      last = build(raw);
    }
    return last;
  };
}

/** The session as stored right now. */
export const readSession: () => StoredSession = snapshotOf(sessionKeys, (raw) => ({
  ...parse(raw),
  accessToken: raw.accessToken || null,
}));

// What the pages show, without the token: a refresh then re-renders no page.
const readShownSession = snapshotOf(shownKeys, parse);

// Whether this tab's session was ended from elsewhere (another device's "End session", a password
// reset) rather than by its own Logout: the login page then says so.
let endedElsewhere = false;

const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || (sessionKeys as readonly string[]).includes(event.key)) notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Stores the session values of a login answer, minus the password and the refresh token. */
export function saveLogin(response: LoginResponse): void {
  const values: Record<SessionKey, string | number | boolean | null | undefined> = {
    userid: response.userid,
    useremail: response.useremail,
    useruid: response.useruid,
    useraccounttype: response.useraccounttype,
    userrating: response.userrating,
    accessToken: response.accessToken,
    name: response.name,
    plan: response.plan,
    iseditor: response.iseditor,
    isartist: response.isartist,
    edit_speed: response.edit_speed,
    thumbnail_speed: response.thumbnail_speed,
    userrblx: response.userrblx,
    usertarget: response.usertarget,
    userownership: response.userownership,
    usereditors: response.usereditors,
    timezone: undefined,
    avatar: undefined,
  };
  endedElsewhere = false;
  // Keys of an earlier account (say a Production user's speeds) must not survive a new login.
  for (const key of sessionKeys) {
    const value = values[key];
    writeStored(key, value === undefined || value === null ? null : String(value));
  }
  notify();
}

/** Stores what the user's profile says of them; the fields left out stay as they are. */
export function saveProfile(profile: Partial<Me>): void {
  const values: Partial<Record<SessionKey, string | number | boolean | null | undefined>> = {
    name: profile.name,
    useremail: profile.email,
    timezone: profile.timeZone,
    avatar: profile.avatarUrl,
    iseditor: profile.isEditor,
    isartist: profile.isArtist,
    edit_speed: profile.editSpeedDays,
    thumbnail_speed: profile.thumbnailSpeedDays,
  };
  // Each dashboard page reads the profile as it opens, and it is mostly what is stored already:
  // an unchanged profile writes nothing and re-reads no session.
  let changed = false;
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const text = value === null ? null : String(value);
    if (readStored(key) === text) continue;
    writeStored(key, text);
    changed = true;
  }
  if (changed) notify();
}

/** Replaces the access token after a refresh. */
export function setAccessToken(token: string): void {
  writeStored('accessToken', token);
  notify();
}

/**
 * Forgets the signed-in user; `ended` says the server had already ended the session. The
 * referral code stays: it belongs to the visitor, not the account.
 */
export function clearSession({ ended = false }: { ended?: boolean } = {}): void {
  endedElsewhere = ended;
  for (const key of sessionKeys) writeStored(key, null);
  notify();
}

/** Whether the last sign-out of this tab was a session ended from elsewhere. */
export function sessionEndedElsewhere(): boolean {
  return endedElsewhere;
}

/** The current access token, if any. */
export function currentAccessToken(): string | null {
  return readStored('accessToken') || null;
}

/**
 * The session, re-rendering when what the pages show of it changes here or in another tab; a new
 * access token alone re-renders nothing (every page sits under a component that reads the session,
 * so it would render the whole dashboard again after the refresh that follows each path change).
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, readShownSession, readShownSession);
}

const viaPattern = new RegExp(`^[A-Za-z0-9_.-]{1,${accountLimits.viaMax}}$`);

/**
 * Stores the referral code of a URL's ?via=. The latest one wins: whoever sent the visitor most
 * recently is credited (last-click attribution). A malformed code is ignored rather than stored,
 * since the sign-up schema would refuse it and the visitor could not fix a field they never see.
 */
export function captureVia(search: string): void {
  const via = referralCodeIn(search);
  if (via) writeStored(viaKey, via);
}

/** The well-formed referral code of a URL's ?via=, if any. */
export function referralCodeIn(search: string): string | undefined {
  const via = new URLSearchParams(search).get('via')?.trim();
  return via && viaPattern.test(via) ? via : undefined;
}

/** The stored referral code, sent with a sign-up. */
export function storedVia(): string | undefined {
  return readStored(viaKey) ?? undefined;
}
