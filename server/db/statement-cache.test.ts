import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachingStatements } from './connection.js';

describe('the SQLite statement cache', () => {
  let file: SQLite.Database;
  beforeEach(() => {
    file = new SQLite(':memory:');
    file.exec('create table t (n integer)');
    file.exec('insert into t (n) values (1), (2), (3)');
  });
  afterEach(() => file.close());

  it('prepares each SQL text once and answers with fresh parameters every time', () => {
    const db = cachingStatements(file);
    const first = db.prepare('select n from t where n > ?');
    const again = db.prepare('select n from t where n > ?');
    expect(again).toBe(first);
    expect(first.all(1)).toEqual([{ n: 2 }, { n: 3 }]);
    expect(again.all(2)).toEqual([{ n: 3 }]);
  });

  it('keeps only the most recently used statements', () => {
    const db = cachingStatements(file, 2);
    const a = db.prepare('select 1');
    db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a);
    db.prepare('select 3');
    // "select 2" was the least recently used, so it was prepared again.
    const b2 = db.prepare('select 2');
    expect(db.prepare('select 2')).toBe(b2);
    expect(db.prepare('select 1')).not.toBe(a);
  });

  it('gives a statement being iterated no second caller, who gets a fresh one', () => {
    const db = cachingStatements(file);
    const streaming = db.prepare('select n from t order by n');
    const rows = streaming.iterate();
    expect(rows.next().value).toEqual({ n: 1 });
    const meanwhile = db.prepare('select n from t order by n');
    expect(meanwhile).not.toBe(streaming);
    expect(meanwhile.all()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
  });
});
