// Reading the records back after the crashes: whole, and as the writes that were answered 200 left them.
import { type Entity, type Expected, MARKER, READ_PATH, SentFile, type Write } from './crash-writes';

/** A write as sent, and whether the server answered it 200, answered otherwise, or not at all (the kill). */
export interface SentWrite {
  write: Write;
  outcome: 'acknowledged' | 'refused' | 'unanswered';
}

/** A record this run created: its writes in order (the first one the create). */
export interface TrackedRecord {
  entity: Entity;
  /** The client that created it: only it edits the record, one write at a time. */
  client: number;
  id?: string;
  writes: SentWrite[];
}

export interface CheckResult {
  acknowledgedFound: number;
  lost: number;
  torn: number;
  unansweredFound: number;
  problems: string[];
}

type Get = (path: string) => Promise<Response>;

/** Every expected field is answered with the same value; every sent file's URL answers its bytes. */
async function holds(actual: unknown, expected: Expected, get: Get): Promise<boolean> {
  if (expected instanceof SentFile) {
    if (typeof actual !== 'string') return false;
    const response = await get(actual);
    return response.status === 200 && Buffer.from(await response.arrayBuffer()).equals(expected.bytes);
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return false;
    for (const [index, item] of expected.entries())
      if (!(await holds(actual[index], item, get))) return false;
    return true;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return false;
    for (const [key, value] of Object.entries(expected)) {
      if (!(await holds((actual as Record<string, unknown>)[key], value, get))) return false;
    }
    return true;
  }
  return actual === expected;
}

async function readJson(get: Get, path: string): Promise<{ status: number; data?: unknown }> {
  const response = await get(path);
  const text = await response.text();
  if (response.status !== 200) return { status: response.status };
  return { status: 200, data: (JSON.parse(text) as { data: unknown }).data };
}

/** Every page of an entity's list, each answered 200 and parsed (a broken page throws). */
async function readList(get: Get, entity: Entity): Promise<Record<string, unknown>[]> {
  const records: Record<string, unknown>[] = [];
  for (let page = 1; ; page += 1) {
    const { status, data } = await readJson(
      get,
      `${READ_PATH[entity].replace(/\/$/, '')}/all?page=${page}&limit=100`,
    );
    if (status !== 200 || !Array.isArray(data))
      throw new Error(`GET ${entity} list page ${page} answered ${status}`);
    records.push(...(data as Record<string, unknown>[]));
    if (data.length < 100) return records;
  }
}

/**
 * A record's final state is the one its last acknowledged write left, or that of a later write that got no
 * answer (it may have committed before the kill). An earlier acknowledged state means a lost write; no state
 * at all means a torn record. Each edit sends every field it changes, so states do not mix between writes.
 */
async function checkRecord(record: TrackedRecord, get: Get, result: CheckResult) {
  const acknowledged = record.writes.filter((sent) => sent.outcome === 'acknowledged').length;
  const lastAcknowledged = record.writes.findLastIndex((sent) => sent.outcome === 'acknowledged');
  const { status, data } = await readJson(get, `${READ_PATH[record.entity]}?id=${record.id}`);
  if (status !== 200) {
    result.lost += acknowledged;
    result.problems.push(
      `${record.entity} ${record.id}: GET answered ${status} (${acknowledged} acknowledged writes)`,
    );
    return;
  }
  for (let index = record.writes.length - 1; index >= 0; index -= 1) {
    const sent = record.writes[index] as SentWrite;
    if (sent.outcome === 'refused' || (index < lastAcknowledged && sent.outcome === 'unanswered')) continue;
    if (!(await holds(data, sent.write.expected, get))) continue;
    const missed = record.writes.slice(index + 1).filter((later) => later.outcome === 'acknowledged').length;
    result.acknowledgedFound += acknowledged - missed;
    result.lost += missed;
    if (missed > 0) result.problems.push(`${record.entity} ${record.id}: ${missed} acknowledged edits lost`);
    return;
  }
  result.torn += 1;
  result.lost += acknowledged;
  result.problems.push(`${record.entity} ${record.id}: matches none of the states its writes left`);
}

/** Creates that got no answer may be stored or not; when stored (found by marker in the lists), whole. */
async function checkUnansweredCreates(records: TrackedRecord[], get: Get, result: CheckResult) {
  const unanswered = records.filter((record) => record.writes[0]?.outcome === 'unanswered');
  for (const entity of Object.keys(READ_PATH) as Entity[]) {
    const listed = await readList(get, entity);
    for (const record of unanswered.filter((candidate) => candidate.entity === entity)) {
      const create = record.writes[0] as SentWrite;
      const marker = MARKER[entity](create.write.expected);
      const found = listed.find((item) => MARKER[entity](item) === marker);
      if (!found) continue;
      result.unansweredFound += 1;
      const { status, data } = await readJson(get, `${READ_PATH[entity]}?id=${found._id}`);
      if (status !== 200 || !(await holds(data, create.write.expected, get))) {
        result.torn += 1;
        result.problems.push(`${entity} ${found._id} (create without answer): stored but not whole`);
      }
    }
  }
}

export async function checkRecords(records: TrackedRecord[], get: Get): Promise<CheckResult> {
  const result: CheckResult = { acknowledgedFound: 0, lost: 0, torn: 0, unansweredFound: 0, problems: [] };
  for (const record of records) if (record.id !== undefined) await checkRecord(record, get, result);
  try {
    await checkUnansweredCreates(records, get, result);
  } catch (error) {
    result.torn += 1;
    result.problems.push(error instanceof Error ? error.message : String(error));
  }
  return result;
}
