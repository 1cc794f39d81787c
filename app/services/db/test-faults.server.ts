import { AsyncLocalStorage } from "node:async_hooks";
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

/**
 * Faults a browser test injects into one request, to see how a page answers when a service
 * fails on the way (a form posted without JavaScript has no other way to meet a failure).
 * Only a server started with BASIL_TEST_FAULTS=true honours them (start-up warns); anywhere
 * else the header is ignored. The test names the fault in the request's
 * `X-Basil-Test-Fault` header, which Playwright's request routing adds to the one request.
 *
 * `read-only-database`: every write of that request fails as a read-only database's write
 * does, while reads (the session, the page's data) still work. Nothing is changed.
 */
export const TEST_FAULT_HEADER = "x-basil-test-fault";

export const TEST_FAULTS = ["read-only-database"] as const;
export type TestFault = (typeof TEST_FAULTS)[number];

const requestFault = new AsyncLocalStorage<TestFault>();

function isTestFault(value: string | null | undefined): value is TestFault {
  return TEST_FAULTS.some((fault) => fault === value);
}

/** Runs one request's work under the fault it names (none when it names none this server knows). */
export function withTestFault<T>(fault: string | null | undefined, work: () => T): T {
  return isTestFault(fault) ? requestFault.run(fault, work) : work();
}

/** The fault the current request asked for, if any. */
export function currentTestFault(): TestFault | undefined {
  return requestFault.getStore();
}

const WRITES = new Set(["InsertQueryNode", "UpdateQueryNode", "DeleteQueryNode", "MergeQueryNode"]);

function writes(node: RootOperationNode) {
  if (WRITES.has(node.kind)) return true;
  return node.kind === "RawNode" && /^\s*(insert|update|delete|merge)\b/i.test(node.sqlFragments[0] ?? "");
}

/** Refuses every write with SQLite's own message for a read-only database. */
export class ReadOnlyDatabase implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (writes(node)) throw new Error("attempt to write a readonly database");
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}
