import { z } from 'zod';
import { FirstNameSchema, LastNameSchema, StrictEmailSchema } from './registration.schemas';
import { RoleSchema } from './roles';
import { UserIdentitySchema } from './sign-in.schemas';

/** Spec section 3: a user status update sets any of isActive, isApproved, isRejected. */
export const UserStatusUpdateSchema = z
  .object({
    isActive: z.boolean().optional(),
    isApproved: z.boolean().optional(),
    isRejected: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'validation.required')
  .refine((body) => !(body.isApproved && body.isRejected), 'validation.invalid');
export type UserStatusUpdate = z.infer<typeof UserStatusUpdateSchema>;

export const RoleUpdateSchema = z.object({ role: RoleSchema });

export const InviteUserBodySchema = z.object({
  email: StrictEmailSchema,
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  role: RoleSchema.default('CUSTOMER'),
});
export type InviteUserBody = z.input<typeof InviteUserBodySchema>;

export const USER_LIST_STATUSES = ['all', 'pending', 'approved', 'rejected', 'inactive'] as const;
export type UserListStatus = (typeof USER_LIST_STATUSES)[number];
/** The user list's search form: name, e-mail or suite number, and the review state. */
export const UserSearchSchema = z.object({
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(USER_LIST_STATUSES).default('all'),
});
export const UserListQuerySchema = UserSearchSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const AdminUserSchema = UserIdentitySchema.extend({
  suiteNumber: z.string().nullable(),
  isActive: z.boolean(),
  isApproved: z.boolean(),
  isRejected: z.boolean(),
  emailConfirmed: z.boolean(),
  /** Staff and admins: their authenticator app is set up and confirmed (ADR 015). */
  hasAuthenticator: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/**
 * The warehouses a staff member works at (GET and PUT /UserProfile/{id}/warehouses): they
 * receive and handle packages there only. Any number, none included (a clerk between posts).
 */
export const StaffWarehousesSchema = z.object({
  warehouseIds: z.array(z.uuid({ error: 'errors.WAREHOUSE_NOT_FOUND' })).max(100),
});
export type StaffWarehouses = z.infer<typeof StaffWarehousesSchema>;
