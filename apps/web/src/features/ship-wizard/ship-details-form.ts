import { CreateShipRequestBodySchema } from '@skyparcel/domain/ship-requests';
import { z } from 'zod';

/**
 * Wizard step 3 as a form: the fields of POST /shipping's own schema, so the browser refuses what
 * the server refuses with the same texts. The values box starts unticked, hence a boolean that
 * must then be `true` ('Please check the above box if you want to proceed'). "Keep these as my
 * shipping preferences" is the wizard's own (decision 041): not part of the request's body.
 */
export const ShipDetailsFormSchema = CreateShipRequestBodySchema.pick({
  options: true,
  taxId: true,
  specialInstructions: true,
}).extend({
  valuesConfirmed: z.boolean().pipe(CreateShipRequestBodySchema.shape.valuesConfirmed),
  keepAsPreferences: z.boolean(),
});
