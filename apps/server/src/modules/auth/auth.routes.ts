import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import { access } from '../../platform/access';
import type { Bind } from '../../app-context';
import type { AuthService } from './auth.service';

const calls = contract.auth;

export function authRoutes(app: FastifyInstance, bind: Bind, auth: AuthService): void {
  bind(app, calls.checkLogin, access.public, ({ body, request }) => auth.checkLogin(body, request.ip));
  bind(app, calls.sendOtp, access.public, ({ body, request }) => auth.sendOtp(body, request.ip));
  bind(app, calls.login, access.public, ({ body, request }) => auth.login(body, request.ip));
  bind(app, calls.resetPassword, access.public, ({ body, request }) => auth.resetPassword(body, request.ip));
  bind(app, calls.logout, access.anySignedIn, ({ caller }) => auth.logout(caller.id));
}
