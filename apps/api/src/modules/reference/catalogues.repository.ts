import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { asc } from 'drizzle-orm';

/** The short, operator-kept lists the public pages show, each in its own order. */
export function listProductTypes(db: Db) {
  return db.select().from(schema.productTypes).orderBy(asc(schema.productTypes.sortOrder));
}

export function listFaqs(db: Db) {
  return db.select().from(schema.faqs).orderBy(asc(schema.faqs.sortOrder));
}

export function listEnquiryTypes(db: Db) {
  return db.select().from(schema.enquiryTypes).orderBy(asc(schema.enquiryTypes.sortOrder));
}
