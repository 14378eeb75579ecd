import type { ContactEnquiryBody } from '@skyparcel/domain/contact-us';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type CreatedEnquiry = { id: string };

export function createEnquiry(body: ContactEnquiryBody) {
  return api.post<CreatedEnquiry>('/Contactus', { body });
}

export function useCreateEnquiry() {
  return useMutation({ mutationFn: createEnquiry });
}
