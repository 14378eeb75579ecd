import {
  AssignMasterWaybillBodySchema,
  CreateMasterWaybillBodySchema,
  MAX_TRACKING_IMPORT_BYTES,
  MasterWaybillSchema,
  RecordedTrackingEventSchema,
  ShipmentEventSchema,
  StaffTrackingEventBodySchema,
  TrackingEventCorrectionBodySchema,
  TrackingImportResultSchema,
} from '@skyparcel/domain/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import { perUserCallLimit } from '../../lib/per-user-call-limit';
import { correctTrackingEvent } from '../../modules/tracking';
import { signedInUser } from '../../plugins/auth';
import { assignMasterWaybill } from './assign-master-waybill';
import { createMasterWaybill } from './create-master-waybill';
import { importTrackingScans } from './import-tracking-scans';
import { refuseFile } from './read-scan-file';
import { recordStaffScan } from './record-staff-scan';
import { presentShipmentEvent } from './shipment-event.presenter';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const Id = z.string().trim().max(64);

/**
 * The staff calls of tracking (issue 12, decision 042): scans, corrections, CAWBs and the
 * carrier's scan files. STAFF at the request's warehouse, ADMIN anywhere; every change audited.
 */
export const staffTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff'];
  const staffOnly = app.requireRole('STAFF', 'ADMIN');
  const deps = {
    db: app.db,
    clock: systemClock,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
  };

  // A scan file arrives as its bytes: CSV as text, XLSX as a buffer; the import checks the size.
  const bodyLimit = MAX_TRACKING_IMPORT_BYTES + 1_000;
  app.addContentTypeParser(['text/csv'], { parseAs: 'string', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser(XLSX_TYPE, { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/staff/shipments/:shipRequestId/events',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        params: z.object({ shipRequestId: Id }),
        body: StaffTrackingEventBodySchema,
        response: { 200: RecordedTrackingEventSchema, 201: RecordedTrackingEventSchema },
      },
    },
    async (request, reply) => {
      const { event, created } = await recordStaffScan(
        deps,
        signedInUser(request),
        request.params.shipRequestId,
        request.body,
      );
      return reply.code(created ? 201 : 200).send({ event: presentShipmentEvent(event), created });
    },
  );

  app.post(
    '/staff/tracking-events/:eventId/corrections',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        params: z.object({ eventId: Id }),
        body: TrackingEventCorrectionBodySchema,
        response: { 201: ShipmentEventSchema },
      },
    },
    async (request, reply) => {
      const { reason, ...correction } = request.body;
      const event = await correctTrackingEvent(
        deps,
        signedInUser(request),
        request.params.eventId,
        correction,
        reason,
      );
      return reply.code(201).send(presentShipmentEvent(event));
    },
  );

  app.post(
    '/staff/master-waybills',
    {
      onRequest: staffOnly,
      schema: { tags, body: CreateMasterWaybillBodySchema, response: { 201: MasterWaybillSchema } },
    },
    async (request, reply) => {
      const cawb = await createMasterWaybill(deps, signedInUser(request), request.body);
      return reply.code(201).send(cawb);
    },
  );

  app.put(
    '/staff/master-waybills/:masterWaybillId/shipments',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        params: z.object({ masterWaybillId: Id }),
        body: AssignMasterWaybillBodySchema,
        response: { 200: MasterWaybillSchema },
      },
    },
    async (request) =>
      assignMasterWaybill(
        deps,
        signedInUser(request),
        request.params.masterWaybillId,
        request.body.shipRequestIds,
      ),
  );

  app.post(
    '/staff/tracking-imports',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        description: `A carrier's scans: text/csv or ${XLSX_TYPE}, a header row naming airWaybillNumber, status, occurredAt, location and optionally airportCode and note.`,
        body: z.union([z.string(), z.instanceof(Buffer)], { error: 'validation.required' }),
        response: { 201: TrackingImportResultSchema },
      },
      config: perUserCallLimit('upload'),
    },
    async (request, reply) => {
      const { body } = request;
      if (typeof body !== 'string' && !request.headers['content-type']?.startsWith(XLSX_TYPE)) {
        refuseFile({ file: 'operator.trackingImport.format' });
      }
      const result = await importTrackingScans(
        deps,
        signedInUser(request),
        typeof body === 'string' ? { kind: 'csv', text: body } : { kind: 'xlsx', bytes: body },
      );
      return reply.code(201).send(result);
    },
  );
};
