/** Other areas use auth only through this file (tests/unit/area-boundaries.test.ts). */
export { authRoutes } from './routes';
export {
  emailIs,
  findStaff,
  mailSafely,
  revokeAllSessions,
  type StaffRow,
  sendActivationMail,
  sendInvitationMail,
  staffIdentity,
} from './service';
