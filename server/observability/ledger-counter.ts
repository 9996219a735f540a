import {
  InsertQueryNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/** The tables whose rows are money: credits bought, spent, granted or refunded, and commissions. */
export const ledgerTables = new Set(['credit_entries', 'commissions']);

/**
 * A Kysely plugin that tells `count(table, rows)` how many rows each insert into a ledger table
 * wrote, once the insert succeeded; every feature keeps writing as it does.
 */
export function ledgerCounter(count: (table: string, rows: number) => void): KyselyPlugin {
  const pending = new WeakMap<object, string>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      if (InsertQueryNode.is(node)) {
        const table = node.into?.table.identifier.name;
        if (table && ledgerTables.has(table)) pending.set(queryId, table);
      }
      return node;
    },
    async transformResult({
      result,
      queryId,
    }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const table = pending.get(queryId);
      if (table) count(table, Number(result.numAffectedRows ?? result.rows.length));
      return result;
    },
  };
}
