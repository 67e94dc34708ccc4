import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  ScanOtpFormSchema,
  ScanRedeemFormSchema,
  ScanRegistrationFormSchema,
  scanRefusalText,
  type ScanPageProduct,
} from '@veritag/domain';
import {
  acceptHtmlForms,
  pageProblemOf,
  parseHtmlForm,
  type PageProblem,
} from '../../http/html-forms';
import { readMultipart } from '../../http/multipart';
import type { PageNotice } from '@veritag/scan';
import {
  pageLanguageOf,
  scanAssetBase as assetBase,
  shopperLanguagesOf,
  type ScanBehind,
  type ScanPages,
} from '../scans';
import { isLimitReached, type Budget, type PublicClients } from '../public-limits';
import type { EndUsersService, Visitor } from './end-users.service';
import { memberCookie, memberTtlMs } from './member-token';

type Token = { Params: { token: string }; Body: Record<string, string> };
const pointsPath = '/scan/points';
/** The brand's texts on these pages are in the shopper's languages (decision 0469). */
const languagesOf = (request: FastifyRequest) => shopperLanguagesOf(request);
const memberOf = (request: FastifyRequest) =>
  new RegExp(`(?:^|;\\s*)${memberCookie}=([^;]+)`).exec(request.headers.cookie ?? '')?.[1];
/** A stale or unknown scan's forms still render: the page says to scan again. */
const someProduct: ScanPageProduct = {
  name: 'Your product',
  customTexts: {},
  captureUserData: true,
  userInvoiceUpload: false,
  images: {},
};
/** What every registration page shows of its scan: the code, the brand, the product. */
const pageContextOf = (behind: ScanBehind | undefined) => ({
  code: behind?.scan.code ?? '',
  customer: behind?.customer,
  product: behind?.product ?? someProduct,
});
const invoiceForm = {
  fields: v.object({}),
  files: { invoice: { rule: 'endUserInvoice', required: true } },
} as const;

/**
 * The registration pages of a scan as plain HTML posts (they work without JavaScript):
 * details, then the one-time code, then the invoice when the product takes one, then the
 * points page. A refusal shows the same form again with its title and the fields at fault.
 */
export interface EndUserRouteDeps {
  /** The signed device and address of a form's sender (the scan module's cookies, the public limits' client). */
  visitorOf: (request: FastifyRequest) => Visitor;
  /** The loyalty pages' budget per address. */
  loyalty: Pick<Budget<'address'>, 'take'>;
  clientOf: PublicClients;
}

export function endUsersRoutes(
  app: FastifyInstance,
  endUsers: EndUsersService,
  pages: ScanPages,
  deps: EndUserRouteDeps,
) {
  const html = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  // Each page speaks the request's language (decision 0466); its notices are said by the page.
  const pageOptions = (request: FastifyRequest, back?: string) => ({
    assetBase,
    lang: pageLanguageOf(request),
    back,
  });
  const pointsPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    endUserId: number | undefined,
    state: { notice?: PageNotice; problem?: PageProblem; values?: Record<string, string> } = {},
    status = 200,
  ) => {
    const view =
      endUserId === undefined
        ? { balance: 0, notice: { kind: 'registerToCollect' } as const }
        : await endUsers.points.pointsOf(endUserId);
    return html(reply)
      .code(status)
      .send(
        pages.renderLoyaltyPage(
          { code: '', ...view, ...state },
          { ...pageOptions(request, pointsPath), action: `${pointsPath}/redeem` },
        ),
      );
  };
  /** After the mobile or the invoice: the invoice form, else the points page, else the end of the registration. */
  const nextPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    endUserId: number,
    notice: PageNotice,
    invoiceDone: boolean,
    languages: readonly string[],
  ) => {
    const context = pageContextOf(await endUsers.scanBehind(token, languages));
    if (!invoiceDone && context.product.userInvoiceUpload)
      return html(reply).send(
        pages.renderInvoicePage(
          { ...context, notice },
          { ...pageOptions(request), action: `/scan/${token}/invoice` },
        ),
      );
    if (context.product.loyaltyPoints) return pointsPage(request, reply, endUserId, { notice });
    return html(reply).send(
      pages.renderRegisteredPage({ ...context, notice }, pageOptions(request)),
    );
  };

  void app.register(async (forms) => {
    acceptHtmlForms(forms);

    forms.post<Token>('/scan/:token/register', async (request, reply) => {
      const { token } = request.params;
      const values = request.body ?? {};
      const context = pageContextOf(await endUsers.scanBehind(token, languagesOf(request)));
      const again = (status: number, problem: PageProblem) =>
        html(reply)
          .code(status)
          .send(
            pages.renderRegisterPage(
              { ...context, values, problem },
              { ...pageOptions(request), action: `/scan/${token}/register` },
            ),
          );
      const parsed = parseHtmlForm(ScanRegistrationFormSchema, values);
      if ('problem' in parsed) return again(400, parsed.problem);
      try {
        const { mobileEnding } = await endUsers.register(
          token,
          parsed.output,
          deps.visitorOf(request),
        );
        return html(reply).send(
          pages.renderOtpPage(
            { ...context, mobileEnding },
            { ...pageOptions(request), action: `/scan/${token}/otp` },
          ),
        );
      } catch (error) {
        const { status, problem } = pageProblemOf(error, reply);
        return again(status, problem);
      }
    });

    forms.post<Token>('/scan/:token/otp', async (request, reply) => {
      const { token } = request.params;
      const behind = await endUsers.scanBehind(token, languagesOf(request));
      const context = pageContextOf(behind);
      const again = async (status: number, problem: PageProblem) => {
        const mobileEnding = behind
          ? await endUsers.pendingMobileEnding(behind.scan.id)
          : undefined;
        return html(reply)
          .code(status)
          .send(
            pages.renderOtpPage(
              { ...context, mobileEnding, problem },
              { ...pageOptions(request), action: `/scan/${token}/otp` },
            ),
          );
      };
      const parsed = parseHtmlForm(ScanOtpFormSchema, request.body ?? {});
      if ('problem' in parsed) return again(400, parsed.problem);
      try {
        const visitor = deps.visitorOf(request);
        const confirmed = await endUsers.confirm(token, parsed.output.code, visitor);
        const secure = visitor.client.secure ? '; Secure' : '';
        reply.header(
          'set-cookie',
          `${memberCookie}=${confirmed.memberToken}; Max-Age=${memberTtlMs / 1000}; Path=/scan; HttpOnly; SameSite=Lax${secure}`,
        );
        return nextPage(
          request,
          reply,
          token,
          confirmed.endUserId,
          { kind: 'registered', earned: confirmed.earned, mailHeld: confirmed.mailHeld },
          false,
          languagesOf(request),
        );
      } catch (error) {
        const { status, problem } = pageProblemOf(error, reply);
        return again(status, problem);
      }
    });

    forms.post<{ Params: { token: string } }>('/scan/:token/invoice', async (request, reply) => {
      const { token } = request.params;
      try {
        const form = await readMultipart(request, invoiceForm);
        const { endUserId } = await endUsers.attachInvoice(
          token,
          form.files.invoice!,
          deps.visitorOf(request),
        );
        return nextPage(
          request,
          reply,
          token,
          endUserId,
          { kind: 'invoiceReceived' },
          true,
          languagesOf(request),
        );
      } catch (error) {
        const { status, problem } = pageProblemOf(error, reply);
        const context = pageContextOf(await endUsers.scanBehind(token, languagesOf(request)));
        return html(reply)
          .code(status)
          .send(
            pages.renderInvoicePage(
              { ...context, problem },
              { ...pageOptions(request), action: `/scan/${token}/invoice` },
            ),
          );
      }
    });

    // The loyalty pages read and spend a person's points: counted per address like every public door.
    const loyaltyLimited = async (
      request: FastifyRequest,
      reply: FastifyReply,
      endUserId: number | undefined,
    ) => {
      try {
        await deps.loyalty.take({ address: deps.clientOf(request).addressKey });
        return undefined;
      } catch (error) {
        if (!isLimitReached(error)) throw error;
        const { status, problem } = pageProblemOf(error, reply);
        return pointsPage(request, reply, endUserId, { problem }, status);
      }
    };

    forms.get(pointsPath, async (request, reply) => {
      const endUserId = endUsers.members.endUserOf(memberOf(request));
      return (
        (await loyaltyLimited(request, reply, undefined)) ?? pointsPage(request, reply, endUserId)
      );
    });

    forms.post<{ Body: Record<string, string> }>(`${pointsPath}/redeem`, async (request, reply) => {
      const endUserId = endUsers.members.endUserOf(memberOf(request));
      const refused = await loyaltyLimited(request, reply, undefined);
      if (refused) return refused;
      const values = request.body ?? {};
      if (endUserId === undefined)
        return pointsPage(
          request,
          reply,
          undefined,
          {
            problem: {
              title: scanRefusalText('confirmOnThisPhone'),
              refusal: { key: 'confirmOnThisPhone' },
            },
          },
          401,
        );
      const parsed = parseHtmlForm(ScanRedeemFormSchema, values);
      if ('problem' in parsed)
        return pointsPage(request, reply, endUserId, { problem: parsed.problem, values }, 400);
      try {
        await endUsers.points.redeem(endUserId, parsed.output.points);
      } catch (error) {
        const { status, problem } = pageProblemOf(error, reply);
        return pointsPage(request, reply, endUserId, { problem, values }, status);
      }
      return pointsPage(request, reply, endUserId, {
        notice: { kind: 'redeemSent', points: parsed.output.points },
      });
    });
  });
}
