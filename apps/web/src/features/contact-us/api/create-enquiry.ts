import type { ContactEnquiryBody } from '@skyparcel/domain/contact-us';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const CreatedEnquirySchema = z.object({ id: z.string() });

export function createEnquiry(body: ContactEnquiryBody) {
  return api.post('/Contactus', { body, schema: CreatedEnquirySchema });
}

export function useCreateEnquiry() {
  return useMutation({ mutationFn: createEnquiry });
}
