import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../rules/email';
import { PASSWORD_MAX_LENGTH } from '../rules/password';
import { writableBody } from './writable-body';

/** Staff types of spec section 6: 1 Super Administrator, 2 Admin, 3 Teacher. */
export const StaffTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type StaffType = z.infer<typeof StaffTypeSchema>;

/** pending: registered and waiting for a Super Administrator; rejected: refused. */
export const StaffStatusSchema = z.enum(['pending', 'active', 'rejected']);
export type StaffStatus = z.infer<typeof StaffStatusSchema>;

export const UiLanguageSchema = z.enum(['en', 'fr', 'de']);
export const UiThemeSchema = z.enum(['light', 'dark']);

export const ThemeColorSchema = z.strictObject({
  r: z.number().int().min(0).max(255),
  g: z.number().int().min(0).max(255),
  b: z.number().int().min(0).max(255),
  a: z.number().min(0).max(1),
});
export type ThemeColor = z.infer<typeof ThemeColorSchema>;
export { DEFAULT_THEME_COLOR } from './staff-constants';

export const NAME_MAX_LENGTH = 100;
export const PHONE_MAX_LENGTH = 40;
/** Opaque tokens (refresh, reset) are 43 characters; this only bounds bad input. */
export const TOKEN_MAX_LENGTH = 200;

const email = z.string().max(EMAIL_MAX_LENGTH);
const password = z.string().max(PASSWORD_MAX_LENGTH);
const name = z.string().max(NAME_MAX_LENGTH);
const token = z.string().max(TOKEN_MAX_LENGTH);

/** The signed-in staff record (GET /user, and `user` of a sign-in). */
export const UserSchema = z.object({
  _id: z.uuid(),
  type: StaffTypeSchema,
  name: z.string(),
  firstname: z.string(),
  email: z.string(),
  themeColor: ThemeColorSchema,
  language: UiLanguageSchema.nullable(),
  theme: UiThemeSchema.nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const LoginBodySchema = z.strictObject({
  email,
  password,
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** Answer of a sign-in and of a refresh. */
export const AuthSchema = z.object({
  _id: z.uuid(),
  token: z.string(),
  refreshToken: z.string(),
  user: UserSchema,
});
export type Auth = z.infer<typeof AuthSchema>;

/** A refused sign-in: the client falls back to the teacher endpoint on status KO (spec section 4). */
export const LoginFailureSchema = z.object({ message: z.string(), status: z.literal('KO') });

export const RefreshBodySchema = z.strictObject({ email, refreshToken: token });
export const LogoutBodySchema = z.strictObject({ refreshToken: token });
export const ForgotPasswordBodySchema = z.strictObject({
  email,
  type: z.enum(['admin', 'teacher']).optional(),
});
export const ResetPasswordBodySchema = z.strictObject({ token, password });
export const RegisterBodySchema = z.strictObject({ name, firstname: name, email, password });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/**
 * PUT /user: the spec's body is { id, type, themeColor }. id/_id and type must be the signed-in
 * user's own; the other fields that GET /user returns are accepted and ignored, so a read record
 * can be sent back.
 */
export const UpdateUserSchema = z.strictObject({
  id: z.uuid().optional(),
  _id: z.uuid().optional(),
  type: StaffTypeSchema.optional(),
  name: name.optional(),
  firstname: name.optional(),
  email: email.optional(),
  themeColor: ThemeColorSchema.optional(),
  language: UiLanguageSchema.nullable().optional(),
  theme: UiThemeSchema.nullable().optional(),
});
export type UpdateUser = z.infer<typeof UpdateUserSchema>;

export const ChangePasswordSchema = z.strictObject({ currentPassword: password, password });

export const MessageSchema = z.object({ message: z.string() });

/** An employee of /admin (GET /administrator/). */
export const EmployeeSchema = z.object({
  _id: z.uuid(),
  type: StaffTypeSchema,
  name: z.string(),
  firstname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: StaffStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Employee = z.infer<typeof EmployeeSchema>;

/** An empty or null password means none given (forms send empty inputs that way). */
const optionalPassword = password.nullable().optional();

const employeeFields = {
  type: StaffTypeSchema,
  name,
  firstname: name,
  email,
  phone: z.string().max(PHONE_MAX_LENGTH).nullable().optional(),
  password: optionalPassword,
};

/** Without password the employee gets an invitation mail to set one; a new account is active. */
export const CreateEmployeeSchema = writableBody(EmployeeSchema, employeeFields);
export type CreateEmployee = z.output<typeof CreateEmployeeSchema>;

/** Partial update; status changes here too (the Super Administrator's edit form). */
export const UpdateEmployeeSchema = writableBody(EmployeeSchema, {
  ...z.object(employeeFields).partial().shape,
  updatedAt: z.iso.datetime({ offset: true }).optional(),
  status: StaffStatusSchema.optional(),
});
export type UpdateEmployee = z.output<typeof UpdateEmployeeSchema>;

export const EmployeeStatusBodySchema = z.strictObject({ status: z.enum(['active', 'rejected']) });
