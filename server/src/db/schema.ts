/** The Drizzle schema (tables and relations) as one object for the query builder. */
import * as tables from '../../../drizzle/schema/index';
import * as relations from '../../../drizzle/relations';

export * from '../../../drizzle/schema/index';
export const schema = { ...tables, ...relations };
export type Schema = typeof schema;
