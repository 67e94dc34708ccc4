import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type {
  CheckLogin,
  CheckLoginReply,
  Login,
  OtpChannel,
  ResetPassword,
  SendOtp,
} from '@veritag/domain';
import { ApiProblem, badRequest, fieldError, unauthorized } from '../../http/problem';
import type { Caller } from '../../platform/access';
import type { AuditService } from '../audit';
import type { PlatformMailer, SmsSender } from '../../platform/messaging';
import { normaliseLogin, verifyPassword, type AccountsService, type UserRecord } from '../accounts';
import { afterReply } from './after-reply';
import { loginTrail } from './login-trail';
import type { OtpCheck, OtpService } from './otp.service';
import type { AuthRateLimiter } from './rate-limits';
import type { TokenService } from './tokens';

/** One reply for an unknown user and a wrong password, so neither is told apart. */
const badCredentials = () => unauthorized('Invalid username or password');
/** The login code's step comes after the password, so its titles may say what went wrong. */
const otpFailures: Record<Exclude<OtpCheck, 'ok'>, string> = {
  wrong: 'The code is not correct',
  expired: 'The code has expired or was not requested; request a new one',
  exhausted: 'Too many wrong codes; request a new one',
};
/**
 * A reset code is checked without a password, so every failure (unknown address, wrong,
 * expired, exhausted) gets this one reply. "Exhausted" would tell too: only a code that
 * exists, so an account that exists, can run out of tries.
 */
const badResetCode = () =>
  unauthorized('The code is not correct or has expired; request a new one');
/** No user has it: an unknown address's code is checked against nobody, taking the same query. */
const noUserId = 0;

export const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`;
};
export const maskMobile = (mobile: string) =>
  `${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;

interface Deps {
  repo: AccountsService;
  otp: OtpService;
  tokens: TokenService;
  limit: AuthRateLimiter;
  mailer: PlatformMailer;
  sms: SmsSender;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'error'>;
  audit: AuditService;
}

export function authService({ repo, otp, tokens, limit, mailer, sms, clock, log, audit }: Deps) {
  const later = afterReply(log);
  const trail = loginTrail(repo, audit, clock);

  /** The user behind a (normalised) login and password, if both are right and the account may log in. */
  async function verifyCredentials(
    login: string,
    password: string,
    address: string,
  ): Promise<UserRecord> {
    const user = await repo.findByLogin(login);
    if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
      await trail.failed(user, user ? 'Wrong password' : 'Unknown username', address);
      throw badCredentials();
    }
    if (!user.activated) {
      await trail.failed(user, 'Account deactivated', address);
      throw unauthorized('Your account is deactivated; contact your administrator');
    }
    if (user.accountExpiredDate && user.accountExpiredDate < clock().toISOString().slice(0, 10)) {
      await trail.failed(user, 'Account expired', address);
      throw unauthorized('Your account has expired; contact your administrator');
    }
    return user;
  }

  const issueToken = (user: UserRecord) =>
    tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion, role: user.role });

  async function deliver(
    user: UserRecord,
    channel: OtpChannel | 'EMAIL',
    code: string,
    purpose: 'login' | 'reset',
  ) {
    const what = purpose === 'login' ? 'login' : 'password reset';
    const text = `Your Veritag ${what} code is ${code}. It is valid for 5 minutes. If you did not ask for it, ignore this message.`;
    const mail = { to: user.email ?? '', subject: `Your Veritag ${what} code`, text };
    if (channel === 'Mobile') await sms.send(user.mobileNo ?? '', text);
    // The login code's user waits on that screen and must see a 503 if it fails: sent now.
    // The reset code goes through the mail job (retried, survives a restart).
    else if (purpose === 'login') await mailer.send(mail);
    else await mailer.queue(mail);
  }

  /** A code that could not be delivered (or queued) is withdrawn, so no code is open that nobody gets. */
  async function issueAndDeliver(
    user: UserRecord,
    channel: OtpChannel,
    purpose: 'login' | 'reset',
  ) {
    const { code, challengeId } = await otp.issue(user.id, purpose, channel);
    try {
      await deliver(user, channel, code, purpose);
    } catch (error) {
      await otp.withdraw(challengeId);
      throw error;
    }
  }

  /** The user waits on the code screen, so a failed delivery is theirs to see: 503. */
  async function sendLoginCode(user: UserRecord, channel: OtpChannel) {
    if (channel === 'EMAIL' && !user.email)
      throw badRequest('This account has no email address; choose another channel');
    if (channel === 'Mobile' && !user.mobileNo)
      throw badRequest('This account has no mobile number; choose another channel');
    await issueAndDeliver(user, channel, 'login').catch(() => {
      throw new ApiProblem(503, 'The code could not be sent; please try again later');
    });
  }

  async function sendResetCode(email: string) {
    const user = await repo.findByEmail(email);
    if (user?.email && user.activated) await issueAndDeliver(user, 'EMAIL', 'reset');
  }

  return {
    async checkLogin(input: CheckLogin, address: string): Promise<CheckLoginReply> {
      const login = normaliseLogin(input.username);
      const attempt = await trail.limited(login, address, () => limit('login', login, address));
      const user = await verifyCredentials(login, input.password, address);
      await attempt.succeeded();
      if (!user.otpRequired)
        return { idToken: await issueToken(user), email: null, mobileNo: null };
      return {
        idToken: null,
        email: user.email ? maskEmail(user.email) : null,
        mobileNo: user.mobileNo ? maskMobile(user.mobileNo) : null,
      };
    },

    async sendOtp(input: SendOtp, address: string): Promise<{ message: string }> {
      if (input.type === 'login') {
        const login = normaliseLogin(input.username);
        const attempt = await trail.limited(login, address, () => limit('login', login, address));
        const user = await verifyCredentials(login, input.password, address);
        await attempt.succeeded();
        await sendLoginCode(user, input.sendOn);
      } else {
        // Every request counts (each may send a mail). The reply is the same, and as quick,
        // whether or not the address has an account: the lookup and the mail come after it.
        const email = normaliseLogin(input.email);
        await limit('forgotPassword', email, address);
        later.run('Sending a password reset code', () => sendResetCode(email));
      }
      return { message: 'Otp send successfully' };
    },

    async login(input: Login, address: string): Promise<{ id_token: string }> {
      const login = normaliseLogin(input.username);
      // A wrong login code counts like a wrong password: the attempt is given back only when
      // the whole login succeeds.
      const attempt = await trail.limited(login, address, () => limit('login', login, address));
      const user = await verifyCredentials(login, input.password, address);
      if (user.otpRequired) {
        if (!input.otp)
          throw badRequest('Enter the code we sent you', [
            fieldError('otp', 'This field is required'),
          ]);
        const result = await otp.check(user.id, 'login', input.otp);
        if (result !== 'ok') {
          await trail.failed(user, 'Wrong login code', address);
          throw unauthorized(otpFailures[result]);
        }
      }
      await attempt.succeeded();
      return { id_token: await issueToken(user) };
    },

    async resetPassword(input: ResetPassword, address: string): Promise<{ message: string }> {
      const email = normaliseLogin(input.email);
      const attempt = await limit('resetPassword', email, address);
      const user = await repo.findByEmail(email);
      const result = await otp.check(user?.id ?? noUserId, 'reset', input.otp);
      if (!user || result !== 'ok') throw badResetCode();
      await repo.setPassword(user.id, input.newPassword);
      await audit.record({
        action: 'password.reset',
        companyId: user.companyId,
        target: user,
        detail: 'Reset with a code sent by mail',
        address,
      });
      await attempt.succeeded();
      return { message: 'Password reset successfully' };
    },

    /** Waits for the mails still being sent after their reply (app.close() calls it). */
    settle: later.settle,

    /** Ends every session of the user: tokens carry the version, and older versions are refused. */
    logout: (userId: number) => repo.revokeTokens(userId),

    /** The caller of a request with a bearer token, or 401. */
    async authenticate(request: FastifyRequest): Promise<Caller> {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
      if (!match) throw unauthorized('You need to login first!');
      const subject = await tokens.verify(match[1]!);
      if (!subject) throw unauthorized('Your session has expired; please log in again');
      const user = await repo.findById(subject.userId);
      if (!user || !user.activated || user.tokenVersion !== subject.tokenVersion) {
        throw unauthorized('Your session has ended; please log in again');
      }
      if (user.accountExpiredDate && user.accountExpiredDate < clock().toISOString().slice(0, 10)) {
        throw unauthorized('Your account has expired; contact your administrator');
      }
      // Every request reads both afresh (a grant takes effect at once): side by side, not in turn.
      const [privileges, customerIds] = await Promise.all([
        repo.privilegesOf(user.id),
        repo.customersOf(user.id),
      ]);
      return {
        id: user.id,
        login: user.login,
        role: user.role,
        companyId: user.companyId,
        privileges,
        customerIds,
      };
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
