import type {
  CreateMasterWaybillBody,
  MasterWaybillView,
  StaffShipment,
  StaffTrackingEventBody,
  TrackingEventCorrectionBody,
  TrackingImportResult,
} from '@skyparcel/domain/tracking';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const STAFF_SHIPMENT_KEY = ['staff-shipment'] as const;

export function getStaffShipmentQueryOptions(number: string) {
  return queryOptions({
    queryKey: [...STAFF_SHIPMENT_KEY, number],
    queryFn: ({ signal }) =>
      api.get<StaffShipment>('/staff/shipments', { query: { number }, signal }),
    retry: false,
  });
}

/** GET /staff/shipments?number=: the shipment with every event and its id; asked once typed. */
export function useStaffShipment(number: string) {
  return useQuery({ ...getStaffShipmentQueryOptions(number), enabled: number !== '' });
}

type RecordedEvent = { event: { id: string }; created: boolean };

/** POST /staff/shipments/{shipRequestId}/events: a clerk's scan; the shipment is read again. */
export function useRecordScan(shipRequestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffTrackingEventBody) =>
      api.post<RecordedEvent>(`/staff/shipments/${encodeURIComponent(shipRequestId)}/events`, {
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_SHIPMENT_KEY }),
  });
}

/** POST /staff/tracking-events/{eventId}/corrections: the event as it should read, and why. */
export function useCorrectScan(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TrackingEventCorrectionBody) =>
      api.post<RecordedEvent>(`/staff/tracking-events/${encodeURIComponent(eventId)}/corrections`, {
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_SHIPMENT_KEY }),
  });
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * POST /staff/tracking-imports: the file whole, typed by its name (a .csv may come from the
 * browser as an Excel type); a refused file answers its problems by row in `fields`.
 */
export function useImportScans() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      api.post<TrackingImportResult>('/staff/tracking-imports', {
        body: file,
        headers: {
          'Content-Type': file.name.toLowerCase().endsWith('.xlsx') ? XLSX_TYPE : 'text/csv',
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_SHIPMENT_KEY }),
  });
}

/** POST /staff/master-waybills: a CAWB for one flight. */
export function useCreateMasterWaybill() {
  return useMutation({
    mutationFn: (body: CreateMasterWaybillBody) =>
      api.post<MasterWaybillView>('/staff/master-waybills', { body }),
  });
}

/** PUT /staff/master-waybills/{id}/shipments: every packed request the CAWB carries. */
export function useAssignMasterWaybill(masterWaybillId: string) {
  return useMutation({
    mutationFn: (shipRequestIds: string[]) =>
      api.put<MasterWaybillView>(
        `/staff/master-waybills/${encodeURIComponent(masterWaybillId)}/shipments`,
        { body: { shipRequestIds } },
      ),
  });
}
