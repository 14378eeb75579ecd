import { schema } from '@skyparcel/db';
import { eq, type SQL, sql } from 'drizzle-orm';

const { users } = schema;

/**
 * The ids of a company's users as a subquery (`user_id in (…)`), for a feature that reads what a
 * company's people own (the reports, issue 15): the company rule is written into its `where`.
 */
export function companyMemberIds(companyId: string): SQL {
  return sql`(select ${users.id} from ${users} where ${eq(users.companyId, companyId)})`;
}
