import type { FastifyInstance } from 'fastify';
import { contract } from '@veritag/api';
import type { Bind } from '../../app-context';
import type { AuthService } from './auth.service';

const calls = contract.auth;

export function authRoutes(app: FastifyInstance, bind: Bind, auth: AuthService): void {
  bind(app, calls.checkLogin, ({ body, request }) => auth.checkLogin(body, request.ip));
  bind(app, calls.sendOtp, ({ body, request }) => auth.sendOtp(body, request.ip));
  bind(app, calls.login, ({ body, request }) => auth.login(body, request.ip));
  bind(app, calls.resetPassword, ({ body, request }) => auth.resetPassword(body, request.ip));
  bind(app, calls.logout, ({ caller }) => auth.logout(caller.id));
}
