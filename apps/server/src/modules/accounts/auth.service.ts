import type { FastifyRequest } from 'fastify';
import type { CheckLogin, CheckLoginReply, Login, OtpChannel, ResetPassword, SendOtp } from '@veritag/domain';
import { ApiProblem, badRequest, unauthorized } from '../../http/problem';
import type { Caller } from '../../platform/access';
import type { Mailer, SmsSender } from '../../platform/messaging';
import type { AccountsRepo, UserRecord } from './accounts.repo';
import type { OtpCheck, OtpService } from './otp.service';
import type { AuthRateLimiter } from './rate-limits';
import type { TokenService } from './tokens';
import { verifyPassword } from './passwords';

/** One reply for an unknown user and a wrong password, so neither is told apart. */
const badCredentials = () => unauthorized('Invalid username or password');
const otpFailures: Record<Exclude<OtpCheck, 'ok'>, string> = {
  wrong: 'The code is not correct',
  expired: 'The code has expired or was not requested; request a new one',
  exhausted: 'Too many wrong codes; request a new one',
};

export const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`;
};
export const maskMobile = (mobile: string) => `${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;

interface Deps {
  repo: AccountsRepo;
  otp: OtpService;
  tokens: TokenService;
  limit: AuthRateLimiter;
  mailer: Mailer;
  sms: SmsSender;
  clock: () => Date;
}

export function authService({ repo, otp, tokens, limit, mailer, sms, clock }: Deps) {
  /** The user behind a username and password, if both are right and the account may log in. */
  async function verifyCredentials(username: string, password: string): Promise<UserRecord> {
    const user = await repo.findByLogin(username);
    if (!(await verifyPassword(user?.passwordHash, password)) || !user) throw badCredentials();
    if (!user.activated) throw unauthorized('Your account is deactivated; contact your administrator');
    if (user.accountExpiredDate && user.accountExpiredDate < clock().toISOString().slice(0, 10)) {
      throw unauthorized('Your account has expired; contact your administrator');
    }
    return user;
  }

  const issueToken = (user: UserRecord) => tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion, role: user.role });

  async function deliver(user: UserRecord, channel: OtpChannel | 'EMAIL', code: string, purpose: 'login' | 'reset') {
    const what = purpose === 'login' ? 'login' : 'password reset';
    const text = `Your Veritag ${what} code is ${code}. It is valid for 5 minutes. If you did not ask for it, ignore this message.`;
    if (channel === 'Mobile') await sms.send(user.mobileNo ?? '', text);
    else await mailer.send({ to: user.email ?? '', subject: `Your Veritag ${what} code`, text });
  }

  async function sendCode(user: UserRecord, channel: OtpChannel, purpose: 'login' | 'reset') {
    if (channel === 'EMAIL' && !user.email) throw badRequest('This account has no email address; choose another channel');
    if (channel === 'Mobile' && !user.mobileNo) throw badRequest('This account has no mobile number; choose another channel');
    const { code, challengeId } = await otp.issue(user.id, purpose, channel);
    try {
      await deliver(user, channel, code, purpose);
    } catch {
      await otp.withdraw(challengeId);
      throw new ApiProblem(503, 'The code could not be sent; please try again later');
    }
  }

  return {
    async checkLogin(input: CheckLogin, address: string): Promise<CheckLoginReply> {
      await limit('checklogin', input.username, address);
      const user = await verifyCredentials(input.username, input.password);
      if (!user.otpRequired) return { idToken: await issueToken(user), email: null, mobileNo: null };
      return {
        idToken: null,
        email: user.email ? maskEmail(user.email) : null,
        mobileNo: user.mobileNo ? maskMobile(user.mobileNo) : null,
      };
    },

    async sendOtp(input: SendOtp, address: string): Promise<{ message: string }> {
      if (input.type === 'login') {
        await limit('sendOtp', input.username, address);
        const user = await verifyCredentials(input.username, input.password);
        await sendCode(user, input.sendOn, 'login');
      } else {
        await limit('sendOtp', input.email, address);
        const user = await repo.findByEmail(input.email);
        // Same reply whether or not the address is known: no account discovery here.
        if (user?.email && user.activated) await sendCode(user, 'EMAIL', 'reset');
      }
      return { message: 'Otp send successfully' };
    },

    async login(input: Login, address: string): Promise<{ id_token: string }> {
      await limit('login', input.username, address);
      const user = await verifyCredentials(input.username, input.password);
      if (user.otpRequired) {
        if (!input.otp) throw badRequest('Enter the code we sent you', [{ field: 'otp', pointer: '#/otp', detail: 'This field is required' }]);
        const result = await otp.check(user.id, 'login', input.otp);
        if (result !== 'ok') throw unauthorized(otpFailures[result]);
      }
      return { id_token: await issueToken(user) };
    },

    async resetPassword(input: ResetPassword, address: string): Promise<{ message: string }> {
      await limit('reset', input.email, address);
      const user = await repo.findByEmail(input.email);
      if (!user) throw unauthorized(otpFailures.wrong);
      const result = await otp.check(user.id, 'reset', input.otp);
      if (result !== 'ok') throw unauthorized(otpFailures[result]);
      await repo.setPassword(user.id, input.newPassword);
      return { message: 'Password reset successfully' };
    },

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
      return {
        id: user.id,
        login: user.login,
        role: user.role,
        companyId: user.companyId,
        privileges: await repo.privilegesOf(user.id),
      };
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
