// The `scale` bench's data set (issue 29, decision 073): a large forwarder's two years written
// with bulk SQL into a PostgreSQL database that the normal migrations and demo seed prepared.
// `writeScaleDataSet(url)` is the one door: the `scale` bench and the topology's throughput bench
// (decision 074) both call it on a database `prepareScaleDatabase` (bench-scale.mjs) migrated and
// seeded, then sign in with `createScaleSessions`; `describeScaleDataSet` reads a kept one again.
//
// Fast and still checked: the big tables' indexes, primary keys, unique keys and foreign keys are
// dropped, the rows go in with INSERT … SELECT generate_series (one statement per table, every
// CHECK and every trigger running as in production), then each index and key is rebuilt, which
// checks every row at once, and every foreign key is added back with its validation. Rows are
// derived from their number (ids are md5-based v4 UUIDs), so a ship request's packages and a
// package's owner are arithmetic, not lookups.
import { performance } from 'node:perf_hooks';
import pg from 'pg';

/** Today's bench data: what docs/scaling.md calls 1x. */
export const SCALE_COUNTS = {
  customers: 100_000,
  packages: 1_000_000,
  shipRequests: 300_000,
  trackingEvents: 5_000_000,
  invoices: 500_000,
};

/** The customer the bench measures: exactly this many packages, a hundred ship requests. */
export const MEASURED_CUSTOMER_PACKAGES = 500;
export const MEASURED_CUSTOMER_EMAIL = 'customer-1@scale.skyparcel.test';
export const SCALE_ADMIN_EMAIL = 'admin@demo.skyparcel.test';

/** The tables this file fills in bulk; their keys and indexes are rebuilt after the load. */
const BULK_TABLES = [
  'packages',
  'ship_requests',
  'ship_request_packages',
  'payments',
  'payment_items',
  'tracked_shipments',
  'tracking_events',
  'invoices',
  'invoice_lines',
  'invoice_payments',
  'payment_invoice_items',
];

/** Tables filled first, whose other tables' keys point at them: only their plain indexes go. */
const INDEXED_AFTER = ['users', 'package_lockers', 'contacts'];

/**
 * Helpers of this session only (pg_temp): `sid` is a deterministic v4 UUID of a kind letter and
 * a number; `rnd` a deterministic uniform number in [0, 1) of a number and a salt.
 */
const SESSION_FUNCTIONS = [
  `create function pg_temp.sid(kind text, n bigint) returns uuid language sql immutable as
   $$ select overlay(overlay(md5(kind || n::text) placing '4' from 13) placing '8' from 17)::uuid $$`,
  `create function pg_temp.rnd(n bigint, salt int) returns float8 language sql immutable as
   $$ select (hashint8(n * 64 + salt)::bigint + 2147483648)::float8 / 4294967296 $$`,
];

/**
 * Writes the data set into the database at `url` (already migrated and seeded: see
 * `prepareScaleDatabase` in bench-scale.mjs), prints each table's time, and answers what the
 * measures need: the measured customer, ten tracking numbers, the counts and the seconds.
 * `fraction` (0 < f <= 1) writes a smaller set of the same shape, for a quick try.
 */
export async function writeScaleDataSet(url, { fraction = 1, print = console.log } = {}) {
  const counts = Object.fromEntries(
    Object.entries(SCALE_COUNTS).map(([key, value]) => [key, Math.round(value * fraction)]),
  );
  const U = counts.customers;
  const P = counts.packages;
  const S = counts.shipRequests;
  const E = counts.trackingEvents;
  const I = counts.invoices;
  // A hundred ship requests of 4 packages and 100 packages in the suite: the measured customer.
  const MEASURED_REQUESTS = 100;
  const MEASURED_LOOSE = MEASURED_CUSTOMER_PACKAGES - MEASURED_REQUESTS * 4;
  // Packages in ship requests; the rest wait in suites (or were returned or discarded).
  const IN_REQUESTS = Math.round(P * 0.93);
  const EXTRA = IN_REQUESTS - MEASURED_REQUESTS * 4 - (S - MEASURED_REQUESTS);
  if (EXTRA < 0 || S % MEASURED_REQUESTS !== 0 || P - IN_REQUESTS < MEASURED_LOOSE + 100) {
    throw new Error(`the fraction ${fraction} leaves too few rows for the data set's shape`);
  }

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const timings = [];
  const started = performance.now();
  const step = async (name, statements) => {
    const at = performance.now();
    let rows = 0;
    for (const statement of statements) {
      const result = await client.query(statement);
      rows += result.command === 'INSERT' ? (result.rowCount ?? 0) : 0;
    }
    const seconds = (performance.now() - at) / 1000;
    timings.push({ name, seconds, rows });
    print(
      `  ${name}: ${rows ? `${rows.toLocaleString('en-US')} rows, ` : ''}${seconds.toFixed(1)} s`,
    );
  };
  try {
    await client.query(`set statement_timeout = 0`);
    await client.query(`set maintenance_work_mem = '256MB'`);
    await client.query(`set work_mem = '64MB'`);
    await client.query(`set time zone 'UTC'`);
    for (const statement of SESSION_FUNCTIONS) {
      await client.query(statement);
    }
    const { rows: anchor } = await client.query(
      `select date_trunc('minute', now()) as now, (select count(*) from users where email like '%@scale.skyparcel.test')::int as existing`,
    );
    if (anchor[0].existing > 0) {
      throw new Error('this database already holds the scale data set');
    }
    // The moment every row is dated from: the data is two years up to now.
    const NOW = `'${anchor[0].now.toISOString()}'::timestamptz`;
    const DAY = `interval '1 day'`;
    const u = (expr) => `pg_temp.sid('u', ${expr})`;

    // Who has a locker at the UK and UAE warehouses (everyone has the US one); the measured
    // customer has the US and UK ones.
    const hasGb = (user) => `(${user} = 1 or pg_temp.rnd(${user}, 21) < 0.4)`;
    const hasAe = (user) => `(${user} <> 1 and pg_temp.rnd(${user}, 22) < 0.25)`;
    // The warehouse (1 US, 2 UK, 3 UAE) of a package or request of `user`, by a uniform `r`.
    const warehouseOf = (user, r) =>
      `case when ${hasAe(user)} and ${r} < 0.3 then 3 when ${hasGb(user)} and ${r} < 0.65 then 2 else 1 end`;
    // Busy customers are few: a request's or package's owner, skewed towards low numbers.
    const ownerOf = (r) => `(2 + floor(${U - 1} * power(${r}, 1.5)))::int`;

    const dropped = await dropKeysAndIndexes(client);

    await step('customers (users)', [
      `insert into users (id, email, first_name, last_name, role, is_approved, email_confirmed_at,
         suite_number, preferred_locale, target_currency, registered_country_code,
         receive_offers_and_promotions, created_at, updated_at)
       select ${u('i')}, 'customer-' || i || '@scale.skyparcel.test',
         (array['Omar','Fatima','Ahmed','Mariam','Yousef','Noura','Khalid','Aisha','Hamad','Sara',
                'Ali','Layla','Faisal','Huda','Nasser','Reem','Salem','Dana','Tariq','Maha'])[1 + i % 20],
         (array['Al-Sabah','Haddad','Nasser','Khalifa','Rahman','Saleh','Mansour','Hussain','Qasim',
                'Farouk','Aziz','Karim','Yassin','Bakr','Hamdan','Jaber','Darwish','Sultan','Najjar',
                'Zayed','Amin','Obeid','Hassan','Murad','Shammari'])[1 + (i / 20) % 25],
         'CUSTOMER', true, c.at, 'SP' || (300000 + i),
         (array['en-US','en-US','ar-AE','ar-AE','en-US','fr','no','en-US','ar-AE','en-US'])[1 + i % 10],
         'USD', (array['KW','AE','SA','QA','BH','OM'])[1 + i % 6], i % 3 = 0, c.at, c.at
       from generate_series(1, ${U}) i
       cross join lateral (select ${NOW} - ${DAY} * (760 - 750 * pg_temp.rnd(i, 1) * pg_temp.rnd(i, 2))
         as at) c`,
    ]);
    await step('lockers (package_lockers)', [
      `insert into package_lockers (user_id, warehouse_id, created_at)
       select ${u('i')}, w.id, ${NOW} - ${DAY} * 760
       from generate_series(1, ${U}) i
       join warehouses w on w.code = 'US-DE'
         or (w.code = 'GB-LON' and ${hasGb('i')}) or (w.code = 'AE-DXB' and ${hasAe('i')})`,
    ]);
    await step('address book (contacts)', [
      `insert into contacts (id, user_id, first_name, last_name, street, city, state_or_province,
         zip, country_code, phone_country_code, phone_number, address_type,
         shipper_consignee_address_type, is_default, fingerprint, created_at, updated_at)
       select pg_temp.sid('c', i * 16 + n), ${u('i')}, x.first_name, x.last_name,
         'Block ' || (1 + i % 12) || ', Street ' || (1 + n) || ', House ' || (1 + i % 40),
         d.city, d.province, d.zip, d.code, d.phone, '5' || lpad((i % 10000000)::text, 7, '0'),
         (array['home','work']::address_type[])[1 + n % 2], 'consignee', n = 0,
         'scale-' || i || '-' || n, x.created_at, x.created_at
       from generate_series(1, ${U}) i
       cross join generate_series(0, case when i = 1 then 9 else 0 end) n
       join users x on x.id = ${u('i')}
       join (values (0, 'KW', 'Kuwait City', 'Al Asimah', '13001', '+965'),
                    (1, 'AE', 'Dubai', 'Dubai', '00000', '+971'),
                    (2, 'SA', 'Riyadh', 'Riyadh', '11564', '+966'),
                    (3, 'QA', 'Doha', 'Doha', '00000', '+974'),
                    (4, 'BH', 'Manama', 'Capital', '317', '+973'),
                    (5, 'OM', 'Muscat', 'Muscat', '100', '+968'))
         as d(k, code, city, province, zip, phone) on d.k = (i + n) % 6`,
    ]);
    await rebuild(dropped, INDEXED_AFTER, step);

    // The ship requests' plan, one row each, in time order (request k is newer than k - 1; more
    // of them lately, as a growing forwarder): owner, warehouse, destination, state, packages.
    await step('plan (unlogged staging table)', [
      `create unlogged table scale_requests as
       with base as (
         select k,
           ${NOW} - ${DAY} * 730 * (1 - sqrt((k - 0.5) / ${S})) as created_at,
           case when k % ${S / MEASURED_REQUESTS} = 0 then 1 else ${ownerOf('pg_temp.rnd(k, 1)')} end as owner
         from generate_series(1, ${S}) k
       ), aged as (
         select b.*, extract(epoch from ${NOW} - b.created_at) / 86400 as age,
           pg_temp.rnd(k, 3) as q,
           case when owner = 1 then 0 else power(pg_temp.rnd(k, 4), 2) end as weight
         from base b
       ), sized as (
         select a.*,
           case when owner = 1 then 4 else 1 + floor(${EXTRA} * sum(weight) over w / sum(weight) over ())
             - floor(${EXTRA} * (sum(weight) over w - weight) / sum(weight) over ()) end as packages
         from aged a window w as (order by k)
       )
       select k, pg_temp.sid('r', k) as id, created_at, owner, age,
         ${warehouseOf('owner', 'pg_temp.rnd(k, 2)')} as warehouse,
         (array['KW','KW','KW','KW','AE','AE','SA','SA','QA','BH','OM'])[1 + floor(11 * pg_temp.rnd(k, 5))::int]
           as destination,
         (case
           when age < 2 then case when q < 0.35 then 'awaiting_payment' when q < 0.55 then 'paid'
             when q < 0.75 then 'preparing' when q < 0.9 then 'packed' else 'departed' end
           when age < 4 then case when q < 0.1 then 'awaiting_payment' when q < 0.2 then 'preparing'
             when q < 0.35 then 'packed' when q < 0.9 then 'departed' else 'delivered' end
           when age < 12 then case when q < 0.05 then 'cancelled' when q < 0.4 then 'departed'
             else 'delivered' end
           else case when q < 0.05 then 'cancelled' else 'delivered' end
         end)::ship_request_status as status,
         packages::int, (sum(packages) over (order by k) - packages + 1)::int as first_package,
         1 + floor(8 * pg_temp.rnd(k, 6))::int as half_kg
       from sized`,
      `create unique index on scale_requests (k)`,
      `analyze scale_requests`,
    ]);

    // Each state's moments, spread over the request's age so none is in the future.
    const at = (share, most) =>
      `r.created_at + least(${most}, interval '1 second' * r.age * 86400 * ${share})`;
    const paid = `r.status not in ('awaiting_payment', 'cancelled')`;
    const packed = `r.status in ('packed', 'departed', 'delivered')`;
    await step('ship requests (ship_requests)', [
      `insert into ship_requests (id, number, user_id, warehouse_id, contact_id,
         destination_country_code, ship_to, status, options, quote_lines, total_minor, currency,
         quoted_at, quote_expires_at, payment_id, paid_at, cancelled_at, created_at, updated_at,
         air_waybill_number, final_weight_grams, billed_weight_grams, preparing_at, packed_at,
         packed_by, departed_at, delivered_at)
       overriding system value
       select r.id, 41000000 + r.k, ${u('r.owner')}, w.id, c.id, r.destination,
         jsonb_build_object('zip', c.zip, 'city', c.city, 'street', c.street, 'street2', null,
           'addressType', c.address_type, 'countryCode', r.destination,
           'phoneNumber', c.phone_number, 'consigneeName', c.first_name || ' ' || c.last_name,
           'stateOrProvince', c.state_or_province, 'phoneCountryCode', c.phone_country_code),
         r.status, case when r.k % 4 = 0 then '["INS"]'::jsonb else '[]'::jsonb end,
         jsonb_build_array(jsonb_build_object('code', 'FREIGHT',
           'amount', jsonb_build_object('currency', w.currency, 'amountMinor', r.half_kg * 570 * r.packages),
           'params', jsonb_build_object('halfKgSteps', r.half_kg * r.packages, 'chargeableKg', r.half_kg * r.packages / 2.0),
           'reason', 'CHARGEABLE_WEIGHT',
           'original', jsonb_build_object('currency', w.currency, 'amountMinor', r.half_kg * 570 * r.packages))),
         r.half_kg * 570 * r.packages, w.currency,
         r.created_at, r.created_at + interval '7 days',
         case when ${paid} then pg_temp.sid('y', r.k) end,
         case when ${paid} then ${at(0.1, "interval '2 hours'")} end,
         case when r.status = 'cancelled' then ${at(0.2, "interval '3 days'")} end,
         r.created_at, ${NOW} - ${DAY} * r.age * 0.05,
         case when ${packed} then '701-' || (5000100 + r.k)::text || ((5000100 + r.k) % 7)::text end,
         case when ${packed} then r.half_kg * 480 * r.packages end,
         case when ${packed} then r.half_kg * 500 * r.packages end,
         case when ${paid} and r.status <> 'paid' then ${at(0.3, "interval '1 day'")} end,
         case when ${packed} then ${at(0.5, "interval '2 days'")} end,
         case when ${packed} then staff.id end,
         case when r.status in ('departed', 'delivered') then ${at(0.7, "interval '3 days'")} end,
         case when r.status = 'delivered'
           then ${at(0.95, `interval '3 days' + ${DAY} * (2 + 6 * pg_temp.rnd(r.k, 7))`)} end
       from scale_requests r
       join warehouses w on w.code = (array['US-DE','GB-LON','AE-DXB'])[r.warehouse]
       join contacts c on c.id = pg_temp.sid('c', r.owner * 16 + case when r.owner = 1 then r.k % 10 else 0 end)
       cross join (select id from users where email = 'staff@demo.skyparcel.test') staff
       order by r.k`,
    ]);
    await rebuild(dropped, ['ship_requests'], step);

    // A package's state follows its request's; a package in the suite arrived within the free
    // storage days, so the storage passes find nothing to charge on the first run.
    await step('packages (packages)', [
      `insert into packages (id, number, user_id, warehouse_id, label_suite_number, status,
         retailer_name, retailer_tracking_number, carrier, weight_amount, weight_unit, length,
         width, depth, length_unit, quantity, total_value_minor, value_currency, received_at,
         received_by, storage_stopped_at, created_at, updated_at)
       overriding system value
       select pg_temp.sid('p', j), 1000000 + j, ${u('r.owner')}, w.id, 'SP' || (300000 + r.owner),
         (case r.status
           when 'awaiting_payment' then 'awaiting_payment'
           when 'paid' then 'preparing' when 'preparing' then 'preparing' when 'packed' then 'preparing'
           when 'departed' then 'shipped' when 'delivered' then 'delivered'
           else case when r.age < 12 then 'ready_to_send' when j % 2 = 0 then 'returned' else 'discarded' end
         end)::package_status,
         ${packageColumns('j')}, w.currency, r.created_at - ${DAY} * (0.5 + 14 * pg_temp.rnd(j, 8)),
         staff.id,
         case when r.status = 'cancelled' and r.age < 12 then null else r.created_at end,
         r.created_at - ${DAY} * (0.5 + 14 * pg_temp.rnd(j, 8)), r.created_at
       from scale_requests r
       cross join generate_series(r.first_package, r.first_package + r.packages - 1) j
       join warehouses w on w.code = (array['US-DE','GB-LON','AE-DXB'])[r.warehouse]
       cross join (select id from users where email = 'staff@demo.skyparcel.test') staff
       order by j`,
      // In suites: the measured customer's hundred, a few that matched no suite, and the rest.
      // A tenth are older and gone back or discarded.
      `insert into packages (id, number, user_id, warehouse_id, label_suite_number, status, reason,
         retailer_name, retailer_tracking_number, carrier, weight_amount, weight_unit, length,
         width, depth, length_unit, quantity, total_value_minor, value_currency, received_at,
         received_by, storage_stopped_at, storage_reminders_sent, created_at, updated_at)
       overriding system value
       select pg_temp.sid('p', j), 1000000 + j, case when l.unassigned then null else ${u('l.owner')} end,
         w.id, case when l.unassigned then 'SP9' || lpad((j % 100000)::text, 5, '0') else 'SP' || (300000 + l.owner) end,
         l.status, case when l.status = 'action_required' then
           (array['item_details', 'documents']::action_reason[])[1 + j % 2] end,
         ${packageColumns('j')}, w.currency, l.received_at, staff.id,
         case when l.status in ('returned', 'discarded') then l.received_at + interval '20 days' end,
         case when l.status not in ('in_review', 'action_required', 'ready_to_send') then '{}'::int[]
           when l.age >= 29 then '{7,1}'::int[] when l.age >= 23 then '{7}'::int[] else '{}'::int[] end,
         l.received_at, l.received_at
       from (
         select j, owner, unassigned, received_at, extract(epoch from ${NOW} - received_at) / 86400 as age,
           case when old then (array['returned', 'discarded']::package_status[])[1 + j % 2]
             when unassigned or q < 0.25 then 'in_review'::package_status
             when q < 0.35 then 'action_required'::package_status else 'ready_to_send'::package_status end
             as status
         from (
           select j, o.owner, o.owner <> 1 and j % 200 = 0 as unassigned,
             o.owner <> 1 and pg_temp.rnd(j, 9) < 0.1 as old, pg_temp.rnd(j, 10) as q,
             case when o.owner <> 1 and pg_temp.rnd(j, 9) < 0.1
               then ${NOW} - ${DAY} * (40 + 690 * pg_temp.rnd(j, 11))
               else ${NOW} - ${DAY} * 29.5 * pg_temp.rnd(j, 11) end as received_at
           from generate_series(${IN_REQUESTS + 1}, ${P}) j
           cross join lateral (select case when j <= ${IN_REQUESTS + MEASURED_LOOSE} then 1
             else ${ownerOf('pg_temp.rnd(j, 12)')} end as owner) o
         ) x
       ) l
       join warehouses w on w.code = (array['US-DE','GB-LON','AE-DXB'])[${warehouseOf('l.owner', 'pg_temp.rnd(l.j, 13)')}]
       cross join (select id from users where email = 'staff@demo.skyparcel.test') staff
       order by l.received_at`,
    ]);
    await rebuild(dropped, ['packages'], step);
    await step('ship request packages (ship_request_packages)', [
      `insert into ship_request_packages (ship_request_id, package_id, released_at)
       select r.id, pg_temp.sid('p', j), case when r.status = 'cancelled' then ${at(0.2, "interval '3 days'")} end
       from scale_requests r
       cross join generate_series(r.first_package, r.first_package + r.packages - 1) j`,
    ]);
    await rebuild(dropped, ['ship_request_packages'], step);

    await step('payments (payments, payment_items)', [
      `insert into payments (id, user_id, order_code, status, amount_minor, currency, gateway,
         gateway_reference, transaction_id, charged_to, idempotency_key, settled_at, created_at)
       select s.payment_id, s.user_id, 'PAY-' || upper(substr(md5('o' || s.number), 1, 12)),
         'succeeded', s.total_minor, s.currency, 'sandbox', 'sess_' || s.number,
         'txn_' || s.number, 'Visa •••• 4242', md5('k' || s.number), s.paid_at, s.paid_at
       from ship_requests s where s.number > 41000000 and s.payment_id is not null`,
      `insert into payment_items (payment_id, ship_request_id, order_number, amount_minor, is_open, is_paid)
       select s.payment_id, s.id, 'XWF' || s.number, s.total_minor, false, true
       from ship_requests s where s.number > 41000000 and s.payment_id is not null`,
    ]);

    await step('tracked shipments (tracked_shipments)', [
      `insert into tracked_shipments (id, air_waybill_number, order_number, origin, destination,
         pieces, weight_grams, created_at, ship_request_id)
       select pg_temp.sid('t', s.number), s.air_waybill_number, 'XWF' || s.number, w.city,
         d.city, 1 + s.number % 2, s.final_weight_grams, s.packed_at, s.id
       from ship_requests s
       join warehouses w on w.id = s.warehouse_id
       join (values ('KW', 'Kuwait City'), ('AE', 'Dubai'), ('SA', 'Riyadh'), ('QA', 'Doha'),
                    ('BH', 'Manama'), ('OM', 'Muscat')) as d(code, city) on d.code = s.destination_country_code
       where s.number > 41000000 and s.air_waybill_number is not null
       order by s.number`,
    ]);
    await rebuild(dropped, ['tracked_shipments'], step);

    // Exactly E events: a delivered shipment has about 18, one in the air 8, one packed 3, each
    // through the statuses in order, between packing and delivery (or now).
    const statusPath = `(enum_range(null::tracking_status))`;
    await step('tracking events (tracking_events)', [
      `insert into tracking_events (shipment_id, status, occurred_at, location, source, recorded_at)
       select p.shipment_id,
         ${statusPath}[1 + floor(e * p.steps / p.events)::int], m.at,
         case when e * p.steps / p.events < 4 then p.origin else p.destination end,
         (array['system','staff','import']::tracking_event_source[])[1 + e % 3], m.at
       from (
         select t.*, (floor(${E} * sum(t.weight) over w / sum(t.weight) over ())
             - floor(${E} * (sum(t.weight) over w - t.weight) / sum(t.weight) over ()))::int as events
         from (
           select ts.id as shipment_id, ts.origin, ts.destination, s.number, s.packed_at as starts,
             coalesce(s.delivered_at, ${NOW} - interval '1 minute') as ends,
             case s.status when 'delivered' then 13 when 'departed' then 8 else 3 end as steps,
             case s.status when 'delivered' then 14 + 8 * pg_temp.rnd(s.number, 14)
               when 'departed' then 6 + 4 * pg_temp.rnd(s.number, 14) else 3 end as weight
           from tracked_shipments ts join ship_requests s on s.id = ts.ship_request_id
           where s.number > 41000000
         ) t window w as (order by t.number)
       ) p
       cross join generate_series(0, p.events - 1) e
       cross join lateral (select p.starts + (p.ends - p.starts) * (e + 0.5) / p.events
         + interval '1 second' * e as at) m`,
    ]);
    await rebuild(dropped, ['tracking_events'], step);

    // Exactly I invoices: one per paid request (its shipping invoice, paid by the request's
    // payment), and the rest weight differences, storage and services, returns, operators'
    // manual invoices and their credit notes; the last month's are partly unpaid.
    await step('invoices (invoices)', [
      `create unlogged table scale_invoices as
       with shipping as (
         select pg_temp.sid('i', s.number) as id, 'shipping'::invoice_kind as kind, s.user_id,
           s.currency, 'SHIPPING' as statement_code,
           jsonb_build_object('orderNumber', 'XWF' || s.number) as statement_params, null::jsonb as reason,
           s.warehouse_id, s.id as ship_request_id, null::uuid as credits_invoice_id, s.paid_at as issued_at,
           s.total_minor as billed, false as unpaid, s.payment_id
         from ship_requests s where s.number > 41000000 and s.payment_id is not null
       ), paid_requests as (
         select row_number() over (order by number) as n, id, user_id, currency, warehouse_id, number
         from ship_requests where number > 41000000 and payment_id is not null
       ), others as (
         select m, case when m % 100 < 20 then 'shipping_additional' when m % 100 < 75 then 'service'
             when m % 100 < 88 then 'return' when m % 100 < 99 then 'manual' else 'credit_note' end::invoice_kind as kind,
           ${NOW} - ${DAY} * 730 * (1 - sqrt((m - 0.5) / (${I} - (select count(*) from shipping)))) as issued_at,
           case when m % 5000 = 0 then 1 else ${ownerOf('pg_temp.rnd(m, 15)')} end as owner
         from generate_series(1, ${I} - (select count(*) from shipping)) m
       )
       select * from shipping
       union all
       select pg_temp.sid('j', o.m), o.kind,
         case when o.kind = 'shipping_additional' then pr.user_id else ${u('o.owner')} end,
         case when o.kind = 'shipping_additional' then pr.currency else w.currency end,
         case o.kind when 'shipping_additional' then 'SHIPPING_ADDITIONAL' when 'service' then
           case when o.m % 3 = 0 then 'SERVICE' else 'STORAGE' end
           when 'return' then 'RETURN' when 'manual' then 'MANUAL' else 'CREDIT_NOTE' end,
         case o.kind when 'shipping_additional' then jsonb_build_object('orderNumber', 'XWF' || pr.number)
           when 'service' then jsonb_build_object('month', to_char(o.issued_at, 'YYYY-MM'))
           else '{}'::jsonb end,
         case when o.kind in ('manual', 'credit_note') then
           jsonb_build_object('code', 'TEXT', 'text', 'Repacking into two boxes') end,
         case when o.kind = 'shipping_additional' then pr.warehouse_id else w.id end,
         case when o.kind = 'shipping_additional' then pr.id end,
         case when o.kind = 'credit_note' then pg_temp.sid('j', o.m - 1) end,
         o.issued_at, 500 + (o.m % 40) * 125,
         o.kind <> 'credit_note' and o.issued_at > ${NOW} - ${DAY} * 30 and pg_temp.rnd(o.m, 16) < 0.3,
         case when o.kind not in ('credit_note') then pg_temp.sid('q', o.m) end
       from others o
       left join paid_requests pr on o.kind = 'shipping_additional'
         and pr.n = 1 + floor(pg_temp.rnd(o.m, 17) * (select count(*) from paid_requests))::int
       join warehouses w on w.code = (array['US-DE','GB-LON','AE-DXB'])[${warehouseOf('o.owner', 'pg_temp.rnd(o.m, 18)')}]`,
      `insert into invoices (id, kind, number, year, serial, user_id, currency, statement_code,
         statement_params, reason, bill_to, warehouse_id, ship_request_id, credits_invoice_id,
         issued_at, due_at, freight_minor, other_charges_minor, billed_minor, paid_minor,
         credited_minor, outstanding_minor, created_at)
       select v.id, v.kind,
         (array['SI','SA','SV','RI','MI','CN'])[array_position(enum_range(null::invoice_kind), v.kind)]
           || '-' || v.year || '-' || lpad(v.serial::text, 6, '0'),
         v.year, v.serial, v.user_id, v.currency, v.statement_code, v.statement_params, v.reason,
         jsonb_build_object('name', x.first_name || ' ' || x.last_name, 'email', x.email, 'lines',
           '[]'::jsonb, 'phone', null, 'taxId', null, 'countryCode', x.registered_country_code),
         v.warehouse_id, v.ship_request_id, v.credits_invoice_id, v.issued_at,
         case when v.unpaid or v.kind in ('manual', 'shipping_additional') then v.issued_at + interval '14 days' end,
         case when v.kind = 'shipping' then v.billed else 0 end,
         case when v.kind = 'shipping' then 0 else v.billed end,
         v.billed, case when v.unpaid or v.kind = 'credit_note' or credited.id is not null then 0 else v.billed end,
         case when credited.id is not null then v.billed else 0 end,
         case when v.unpaid and credited.id is null then v.billed else 0 end, v.issued_at
       from (
         select i.*, extract(year from i.issued_at)::int as year,
           coalesce(q.last_serial, 0) + row_number() over (partition by i.kind, extract(year from i.issued_at)
             order by i.issued_at, i.id) as serial
         from scale_invoices i
         left join invoice_number_sequences q on q.kind = i.kind and q.year = extract(year from i.issued_at)::int
       ) v
       join users x on x.id = v.user_id
       left join scale_invoices credited on credited.kind = 'credit_note' and credited.credits_invoice_id = v.id
       order by v.issued_at`,
    ]);
    await step('invoice lines (invoice_lines)', [
      `insert into invoice_lines (invoice_id, position, kind, code, description, params, quantity,
         unit_price_minor, total_price_minor)
       select i.id, 1, 'charge',
         (case i.kind when 'shipping' then 'FREIGHT' when 'shipping_additional' then 'WEIGHT_DIFFERENCE'
           when 'service' then case when i.statement_code = 'STORAGE' then 'STORAGE' else 'SERVICE' end
           when 'return' then 'RETURN' when 'manual' then 'MANUAL' else 'CREDIT' end)::invoice_line_code,
         case when i.kind in ('manual', 'credit_note') then 'Repacking' end, '{}'::jsonb, 1,
         i.billed_minor, i.billed_minor
       from invoices i join scale_invoices s on s.id = i.id`,
      `insert into invoice_lines (invoice_id, position, kind, code, description, params, hs_code,
         quantity, unit_price_minor, total_price_minor)
       select i.id, 2, 'goods', 'GOODS', (array['Books','Clothing','Shoes','Electronics','Cosmetics'])[1 + i.serial % 5],
         '{}'::jsonb, (array['490199','620462','640411','851762','330499'])[1 + i.serial % 5], 1,
         2000 + (i.serial % 50) * 300, 2000 + (i.serial % 50) * 300
       from invoices i join scale_invoices s on s.id = i.id where s.kind = 'shipping'`,
    ]);
    await step('invoice payments (payments, payment_invoice_items, invoice_payments)', [
      `insert into payments (id, user_id, order_code, status, amount_minor, currency, gateway,
         gateway_reference, transaction_id, charged_to, idempotency_key, settled_at, created_at)
       select s.payment_id, i.user_id, 'PAY-' || upper(substr(md5('v' || i.id::text), 1, 12)), 'succeeded',
         i.billed_minor, i.currency, 'sandbox', 'sess_' || i.number, 'txn_' || i.number,
         'Visa •••• 4242', md5('k' || i.id::text), i.issued_at + interval '1 hour', i.issued_at + interval '1 hour'
       from invoices i join scale_invoices s on s.id = i.id
       where s.kind <> 'shipping' and i.paid_minor > 0`,
      `insert into payment_invoice_items (payment_id, invoice_id, invoice_number, amount_minor,
         outstanding_minor, is_open, is_paid)
       select s.payment_id, i.id, i.number, i.billed_minor, 0, false, true
       from invoices i join scale_invoices s on s.id = i.id
       where s.kind <> 'shipping' and i.paid_minor > 0`,
      `insert into invoice_payments (invoice_id, payment_id, method, amount_minor, response_code,
         transaction_id, charged_to, paid_at, created_at)
       select i.id, s.payment_id, 'card', i.paid_minor, 'succeeded', 'txn_' || i.number,
         'Visa •••• 4242', i.issued_at + interval '1 hour', i.issued_at + interval '1 hour'
       from invoices i join scale_invoices s on s.id = i.id
       where i.paid_minor > 0`,
    ]);
    await rebuild(
      dropped,
      [
        'invoices',
        'invoice_lines',
        'payments',
        'payment_items',
        'payment_invoice_items',
        'invoice_payments',
      ],
      step,
    );
    await step(
      'foreign keys (added back, each validated)',
      dropped.foreignKeys.map((fk) => fk.add),
    );
    await step('sequences (package and request numbers, invoice serials, air waybills)', [
      `select setval('packages_number_seq', (select max(number) from packages))`,
      `select setval('ship_requests_number_seq', (select max(number) from ship_requests))`,
      `insert into invoice_number_sequences (kind, year, last_serial)
       select kind, year, max(serial) from invoices group by kind, year
       on conflict (kind, year) do update set last_serial = excluded.last_serial`,
      `update air_waybill_ranges set next_serial = greatest(next_serial, ${5000100 + S + 1})
       where airline_prefix = '701' and first_serial = 5000000`,
      `drop table scale_requests`,
      `drop table scale_invoices`,
    ]);
    const writeSeconds = (performance.now() - started) / 1000;
    await step('VACUUM ANALYZE', [`vacuum analyze`]);
    const totalSeconds = (performance.now() - started) / 1000;
    return { counts, timings, writeSeconds, totalSeconds, ...(await describeScaleDataSet(url)) };
  } finally {
    await client.end();
  }
}

/**
 * What the measures need of a database that holds the data set (written now or by an earlier
 * run): its tables' row counts (the demo's rows included), the measured customer, the admin,
 * ten tracking numbers.
 */
export async function describeScaleDataSet(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = [];
    for (const name of ['users', 'package_lockers', 'contacts', ...BULK_TABLES].sort()) {
      const { rows } = await client.query(`select count(*)::bigint as rows from ${name}`);
      tables.push({ name, rows: rows[0].rows });
    }
    // Ten shipments picked at random: five asked by air waybill, five by order number.
    const { rows: ten } = await client.query(
      `select air_waybill_number, order_number from tracked_shipments
       where order_number like 'XWF41%' order by md5(order_number) limit 10`,
    );
    if (ten.length < 10) {
      throw new Error('this database does not hold the scale data set');
    }
    return {
      tables: Object.fromEntries(tables.map((row) => [row.name, Number(row.rows)])),
      measuredCustomer: { email: MEASURED_CUSTOMER_EMAIL, suiteNumber: 'SP300001' },
      admin: { email: SCALE_ADMIN_EMAIL },
      trackingNumbers: ten.map((row, index) =>
        index < 5 ? row.air_waybill_number : row.order_number,
      ),
    };
  } finally {
    await client.end();
  }
}

/** The descriptive columns of package `j` (retailer, carrier, size, value), in insert order. */
function packageColumns(j) {
  return `(array['Amazon','Best Buy','Etsy','Walmart','Target','Apple Store','Nordstrom','eBay','Sephora','Nike'])[1 + ${j} % 10],
    (array['1Z','94','77','TB'])[1 + ${j} % 4] || upper(substr(md5('t' || ${j}), 1, 16)),
    (array['UPS','USPS','FedEx','Amazon Logistics'])[1 + ${j} % 4],
    round((0.3 + 14 * pg_temp.rnd(${j}, 19))::numeric, 2), case when w.code = 'US-DE' then 'Lb' else 'Kg' end,
    12, 9, 4, case when w.code = 'US-DE' then 'In' else 'Cm' end, 1 + ${j} % 3,
    1000 + (${j} % 97) * 250`;
}

/**
 * Drops the foreign keys that touch the bulk tables, then their primary keys, unique keys and
 * indexes, and the plain indexes of the tables filled first, keeping each definition to put
 * back (CHECK constraints stay: they cost little).
 */
async function dropKeysAndIndexes(client) {
  const { rows: foreignKeys } = await client.query(
    `select c.conname as name, c.conrelid::regclass::text as tbl, pg_get_constraintdef(c.oid) as def
     from pg_constraint c
     where c.contype = 'f' and (c.conrelid::regclass::text = any($1) or c.confrelid::regclass::text = any($1))
     order by 1`,
    [BULK_TABLES],
  );
  const { rows: keys } = await client.query(
    `select c.conname as name, c.conrelid::regclass::text as tbl, pg_get_constraintdef(c.oid) as def
     from pg_constraint c
     where c.contype in ('p', 'u') and c.conrelid::regclass::text = any($1) order by 1`,
    [BULK_TABLES],
  );
  const { rows: indexes } = await client.query(
    `select i.indexname as name, i.tablename as tbl, i.indexdef as def from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
     order by 1`,
    [[...BULK_TABLES, ...INDEXED_AFTER]],
  );
  for (const fk of foreignKeys) {
    await client.query(`alter table ${fk.tbl} drop constraint "${fk.name}"`);
  }
  for (const key of keys) {
    await client.query(`alter table ${key.tbl} drop constraint "${key.name}"`);
  }
  for (const index of indexes) {
    await client.query(`drop index "${index.name}"`);
  }
  return {
    foreignKeys: foreignKeys.map((fk) => ({
      ...fk,
      add: `alter table ${fk.tbl} add constraint "${fk.name}" ${fk.def}`,
    })),
    keys,
    indexes,
  };
}

/** Puts back the primary and unique keys, then the indexes, of these tables. */
async function rebuild(dropped, tables, step) {
  const statements = [
    ...dropped.keys
      .filter((key) => tables.includes(key.tbl))
      .map((key) => `alter table ${key.tbl} add constraint "${key.name}" ${key.def}`),
    ...dropped.indexes.filter((index) => tables.includes(index.tbl)).map((index) => index.def),
  ];
  await step(`  keys and indexes of ${tables.join(', ')}`, [
    ...statements,
    ...tables.map((table) => `analyze ${table}`),
  ]);
}

/**
 * Live sessions (bearer tokens) for the measured customer and the admin, written as the sign-in
 * does (modules/sessions), so the bench skips the captcha and the authenticator code.
 */
export async function createScaleSessions(
  url,
  emails = [MEASURED_CUSTOMER_EMAIL, SCALE_ADMIN_EMAIL],
) {
  const { tsImport } = await import('tsx/esm/api');
  const { openDb } = await tsImport('@skyparcel/db', import.meta.url);
  const { createSession } = await tsImport(
    '../apps/api/src/modules/sessions/index.ts',
    import.meta.url,
  );
  const handle = await openDb({ kind: 'postgres', url });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tokens = {};
    for (const email of emails) {
      const { rows } = await client.query('select id from users where email = $1', [email]);
      if (!rows[0]) {
        throw new Error(`no user ${email}`);
      }
      tokens[email] = (await createSession(handle.db, rows[0].id)).token;
    }
    return tokens;
  } finally {
    await client.end();
    await handle.close();
  }
}
