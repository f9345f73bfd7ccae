import {
  ApiError,
  asratCalls,
  organizationFormData,
  createAccountClient,
  createCampaign,
  consoleCampaignFormData,
  createConsoleClient,
  createLomiClient,
  emptyCampaignWizardForm,
  fetchMyReceipts,
  fetchReceipt,
  fetchSiteSettings,
  setFormTransport,
  type AccountClient,
  type AsratCalls,
  type Campaign,
  type ConsoleCharity,
  type ConsoleClient,
  type EditableCampaign,
  type LomiClient,
} from '@lomi/core';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isNonApiRoute, OPENAPI_DOCUMENT_PATH } from '../../src/http/openapi.ts';
import { InvoiceRepository } from '../../src/payments/invoices/invoice-repository.ts';
import { createAccountsApp, type AccountsTestApp } from '../support/accounts-app.ts';
import { ScriptedRail, scriptedRails } from '../withdrawals/scripted-rail.ts';
import type { OpenApiDocument, OpenApiOperation } from './openapi-document.ts';

// Issue 12 item 4, the contract: @lomi/core's clients and the OpenAPI document agree on paths and shapes.
// Every method of the public client, the account client and the site-settings call is driven through a
// fake fetch that hands the request to the app (`app.inject`, the demo seed). Each request must be a path
// and method of the document, and each real answer must be valid against the document's schema for its
// status (bodies of JSON answers; the media type of files). The other half, that each response schema
// and the core type the client reads it as have the same fields, is checked when the server compiles:
// every schema is built with `shapeOf<CoreType>()` (src/http/response-schema.ts).

interface RecordedCall {
  name: string;
  method: string;
  path: string;
  status: number;
  contentType: string;
  body: string;
}

/** Where `path` is in the document: the template it matches, static segments preferred (as the router does). */
function operationOf(document: OpenApiDocument, method: string, path: string) {
  const candidates = Object.keys(document.paths)
    .filter((template) => {
      // Templates hold no regex characters but the braces of their parameters.
      const pattern = template.replace(/\{\w+\}/g, '[^/]+');
      return new RegExp(`^${pattern}$`).test(path) && document.paths[template]![method.toLowerCase()];
    })
    .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  const template = candidates[0];
  return template ? { template, operation: document.paths[template]![method.toLowerCase()]! } : undefined;
}

/** The document's schema with its `$ref`s to components written out, as zod reads JSON Schema. */
function inlined(schema: unknown, components: Record<string, unknown>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlined(item, components));
  if (schema === null || typeof schema !== 'object') return schema;
  const { $ref } = schema as { $ref?: string };
  if ($ref) return inlined(components[$ref.replace('#/components/schemas/', '')], components);
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inlined(value, components)]));
}

/** The response the document gives for `status`: the exact code, else its class (`4XX`). */
function documentedResponse(operation: OpenApiOperation, status: number) {
  return operation.responses?.[String(status)] ?? operation.responses?.[`${String(status)[0]}XX`];
}

describe('@lomi/core clients against the OpenAPI document', () => {
  let accounts: AccountsTestApp;
  let app: FastifyInstance;
  let document: OpenApiDocument;
  const calls: RecordedCall[] = [];
  let current = '';
  let token: string | null = null;
  let address = 0;

  /** The client's fetch: the request goes to the app, and is recorded with the answer. */
  const injectFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    address += 1;
    const response = await app.inject({
      method: method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      // Each call from its own address, so the per-client limits never decide an answer.
      remoteAddress: `10.77.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    });
    calls.push({
      name: current,
      method,
      path: url.pathname,
      status: response.statusCode,
      contentType: String(response.headers['content-type'] ?? ''),
      body: response.body,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    return new Response(new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };

  /**
   * The uploads' XMLHttpRequest (`sendForm`): the multipart body the browser would send goes to the app, and
   * is recorded with the answer like the fetch calls.
   */
  class InjectXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: unknown; onload: unknown } = { onprogress: null, onload: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    #method = 'POST';
    #url = '';
    #headers: Record<string, string> = {};
    #answerHeaders: Record<string, string> = {};
    open(method: string, url: string) {
      this.#method = method;
      this.#url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.#headers[name.toLowerCase()] = value;
    }
    getResponseHeader(name: string): string | null {
      return this.#answerHeaders[name.toLowerCase()] ?? null;
    }
    abort() {}
    send(form: FormData) {
      const url = new URL(this.#url);
      const name = current;
      void (async () => {
        const body = new Request(url, { method: this.#method, body: form });
        address += 1;
        const response = await app.inject({
          method: this.#method as 'POST',
          url: url.pathname + url.search,
          headers: { ...this.#headers, 'content-type': body.headers.get('content-type')! },
          payload: Buffer.from(await body.arrayBuffer()),
          remoteAddress: `10.78.${Math.floor(address / 250)}.${(address % 250) + 1}`,
        });
        calls.push({
          name,
          method: this.#method,
          path: url.pathname,
          status: response.statusCode,
          contentType: String(response.headers['content-type'] ?? ''),
          body: response.body,
        });
        this.status = response.statusCode;
        this.responseText = response.body;
        for (const [header, value] of Object.entries(response.headers)) {
          if (value !== undefined) this.#answerHeaders[header] = String(value);
        }
        this.onload?.();
      })().catch(() => this.onerror?.());
    }
  }

  let lomi: LomiClient;
  let account: AccountClient;
  let consoleCalls: ConsoleClient;
  let asrat: AsratCalls;
  const context: {
    campaign?: Campaign;
    campaigns?: Campaign[];
    invoiceId?: string;
    receiptToken?: string;
    userId?: number;
    notificationId?: number;
    myCampaignId?: number;
    freshPassword?: string;
    operatorId?: number;
    edited?: EditableCampaign;
    flaggedInvoiceId?: string;
    reportId?: number;
    helpQuestionId?: number;
    consoleOrganizationId?: number;
    documentUrl?: string;
    consoleCampaignId?: number;
    inReviewId?: number;
    charity?: ConsoleCharity;
    rateId?: number | null;
    withdrawalId?: number;
    asratOrganizationId?: number;
  } = {};
  const campaign = () => context.campaign!;

  const withdrawForm = {
    accountName: 'Lomi Test Account',
    accountNumber: '1000123456',
    bankName: 'Commercial Bank of Ethiopia',
    accountType: 'saving' as const,
    phoneNumber: '911223344',
  };
  const donor = { email: 'abebe@example.org', first: 'Abebe', last: 'Kebede' };

  /**
   * Every call of the clients, in an order where each finds what it needs (a campaign, an invoice, a
   * token). The names are the clients' method paths; a test below checks that none is left out.
   */
  const drive: Array<[name: string, call: () => Promise<unknown>]> = [
    [
      'lomi.campaigns.list',
      async () => {
        context.campaigns = (await lomi.campaigns.list()).results;
        context.campaign = context.campaigns[0];
      },
    ],
    ['lomi.campaigns.featured', () => lomi.campaigns.featured()],
    ['lomi.campaigns.get', () => lomi.campaigns.get(campaign().id)],
    [
      'lomi.campaigns.contactFundraiser',
      async () => {
        // Down the list to a campaign whose organizer has an account (the others answer 409).
        for (const { id } of context.campaigns!) {
          try {
            return await lomi.campaigns.contactFundraiser(id, {
              name: `${donor.first} ${donor.last}`,
              email: donor.email,
              message: 'Is the school open to visitors?',
            });
          } catch (error) {
            if (!(error instanceof ApiError && error.status === 409)) throw error;
          }
        }
      },
    ],
    ['lomi.categories.list', () => lomi.categories.list()],
    ['lomi.donations.list', () => lomi.donations.list({ campaignId: campaign().id })],
    [
      'lomi.donations.direct',
      async () => {
        const answer = await lomi.donations.direct({
          amount: 10_000,
          campaign_id: campaign().id,
          phone_number: '251911000111',
          anonymous: true,
          medium: 'telebirr',
          message: '',
        });
        context.invoiceId = answer.invoice_id;
        context.receiptToken = answer.receipt_token;
      },
    ],
    [
      'lomi.donations.checkout',
      () =>
        lomi.donations.checkout({
          amount: 10_000,
          campaign_id: campaign().id,
          phone_number: '251911000112',
          anonymous: false,
          full_name: `${donor.first} ${donor.last}`,
          medium: 'payonline',
          message: 'For the books',
        }),
    ],
    [
      'lomi.donations.initiate',
      () =>
        lomi.donations.initiate({
          amount: 10_000,
          currency: 'ETB',
          email: donor.email,
          first_name: donor.first,
          last_name: donor.last,
          campaignId: campaign().id,
          donatorId: null,
          title: campaign().title,
          message: 'For the school',
          annonymous: false,
          tipAmount: 0,
          payment_method: 0,
        }),
    ],
    [
      'lomi.stripe.checkout',
      () =>
        lomi.stripe.checkout({
          name: `Donation to ${campaign().title}`,
          description: '',
          metadata: {
            campaignId: campaign().id,
            donatorId: null,
            message: '',
            annonymous: false,
            tipAmount: 0,
            firstname: donor.first,
            lastname: donor.last,
            email: donor.email,
          },
          price: 2_500,
        }),
    ],
    ['lomi.invoices.get', () => lomi.invoices.get(context.invoiceId!)],
    ['lomi.organizations.list', () => lomi.organizations.list()],
    ['lomi.organizations.get', () => lomi.organizations.get(campaign().organization.id)],
    ['lomi.charities.list', () => lomi.charities.list()],
    ['lomi.charities.get', async () => lomi.charities.get((await lomi.charities.list()).results[0]!.id)],
    ['lomi.help.ask', () => lomi.help.ask({ email: donor.email, question: 'How do I get a receipt?' })],
    [
      'lomi.reports.submit',
      () => lomi.reports.submit({ target_type: 'campaign', campaign_id: campaign().id, reason: 'spam' }),
    ],
    ['fetchSiteSettings', () => fetchSiteSettings(lomi)],
    [
      'fetchReceipt',
      async () => {
        // A receipt exists once the payment is credited: the sandbox's webhook cannot reach an injected app.
        const invoices = new InvoiceRepository(accounts.database.db);
        await invoices.transaction((trx) => invoices.markSucceeded(trx, context.invoiceId!));
        await fetchReceipt(lomi, context.receiptToken!);
      },
    ],
    [
      'account.auth.login',
      async () => {
        const session = await account.auth.login({
          identifier: 'owner@example.com',
          password: 'lomi-demo-1234',
        });
        token = session.access;
        context.userId = session.user.id;
      },
    ],
    ['account.auth.user', () => account.auth.user()],
    ['fetchMyReceipts', () => fetchMyReceipts(lomi)],
    ['account.auth.updateUser', () => account.auth.updateUser({ firstname: 'Selam' })],
    ['account.me.profile', () => account.me.profile()],
    ['account.me.updateProfile', () => account.me.updateProfile({ full_name: 'Selam Tesfaye' })],
    ['account.me.stats', () => account.me.stats()],
    ['account.users.info', () => account.users.info(context.userId!)],
    ['account.saved.save', () => account.saved.save(campaign().id)],
    ['account.saved.list', () => account.saved.list()],
    ['account.saved.ids', () => account.saved.ids()],
    ['account.saved.unsave', () => account.saved.unsave(campaign().id)],
    [
      'account.notifications.list',
      async () => (context.notificationId = (await account.notifications.list()).results[0]?.id),
    ],
    ['account.notifications.get', () => account.notifications.get(context.notificationId!)],
    ['account.notifications.unreadCount', () => account.notifications.unreadCount()],
    ['account.notifications.markRead', () => account.notifications.markRead(context.notificationId!)],
    ['account.notifications.markAllRead', () => account.notifications.markAllRead()],
    [
      'account.myCampaigns.list',
      async () => (context.myCampaignId = (await account.myCampaigns.list()).results[0]?.id),
    ],
    ['account.myCampaigns.get', () => account.myCampaigns.get(context.myCampaignId!)],
    ['account.myCampaigns.donations', () => account.myCampaigns.donations(context.myCampaignId!)],
    ['account.myCampaigns.balance', () => account.myCampaigns.balance(context.myCampaignId!)],
    [
      'account.myCampaigns.update',
      async () => {
        const mine = await account.myCampaigns.get(context.myCampaignId!);
        return account.myCampaigns.update(mine.id, { title: mine.title });
      },
    ],
    [
      'account.campaignReports.figures',
      () => account.campaignReports.figures(context.myCampaignId!, { from: '2026-01-01' }),
    ],
    ['account.campaignReports.donations', () => account.campaignReports.donations(context.myCampaignId!)],
    ['account.campaignReports.csv', () => account.campaignReports.csv(context.myCampaignId!, { lang: 'am' })],
    ['account.campaignReports.pdf', () => account.campaignReports.pdf(context.myCampaignId!)],
    ['account.myOrganizations.list', () => account.myOrganizations.list()],
    [
      'createCampaign',
      async () => {
        const organizations = (await account.myOrganizations.list()).results;
        const organization = organizations.find((each) => each.approval_status === 'approved')!;
        const photo = await sharp({
          create: { width: 400, height: 300, channels: 3, background: { r: 40, g: 90, b: 160 } },
        })
          .jpeg()
          .toBuffer();
        const form = new FormData();
        form.set('title', 'Benches for the Gondar clinic');
        form.set('description', 'Thirty benches for the waiting room.');
        form.set('category', '2');
        form.set('createdBy', String(organization.id));
        form.set('goalEtbAmount', '2000000');
        form.set('goalUsdAmount', '0');
        form.set('createdByCharity', 'false');
        form.set('videoUrl', '');
        form.set('image', new File([Uint8Array.from(photo)], 'benches.jpg', { type: 'image/jpeg' }));
        return createCampaign(lomi, form);
      },
    ],
    ['account.withdrawals.account', () => account.withdrawals.account()],
    ['account.withdrawals.updateAccount', () => account.withdrawals.updateAccount(withdrawForm)],
    ['account.withdrawals.mine', () => account.withdrawals.mine()],
    [
      'account.withdrawals.request',
      () => account.withdrawals.request({ campaignId: context.myCampaignId!, currency: 'ETB' }),
    ],
    [
      'asrat.list',
      async () => {
        // The demo owner's organization accepts Asrat (the seed's gondar-health).
        const { id } = await accounts.database.db
          .selectFrom('organizations')
          .select('id')
          .where('owner_user_id', '=', context.userId!)
          .where('accepts_asrat', '=', true)
          .executeTakeFirstOrThrow();
        context.asratOrganizationId = id;
        return asrat.list();
      },
    ],
    ['asrat.page', () => asrat.page(context.asratOrganizationId!)],
    ['asrat.summary', () => asrat.summary(context.asratOrganizationId!)],
    ['asrat.qrCode', () => asrat.qrCode(context.asratOrganizationId!)],
    [
      'asrat.report',
      async () => {
        await asrat.report(context.asratOrganizationId!, { by: 'month', format: 'csv' });
        return asrat.report(context.asratOrganizationId!, { by: 'member', format: 'pdf' });
      },
    ],
    ['account.auth.google', () => account.auth.google({ id_token: 'not-a-google-token' })],
    ['account.auth.requestOtp', () => account.auth.requestOtp({ phone_number: '251911223344' })],
    [
      'account.auth.verifyOtp',
      () => {
        const text = accounts.sms.messages('+251911223344').at(-1)?.text ?? '';
        return account.auth.verifyOtp({
          phone_number: '251911223344',
          code: /\d{4,8}/.exec(text)?.[0] ?? '',
        });
      },
    ],
    [
      'console.operators.list',
      async () => {
        const session = await account.auth.login({
          identifier: 'operator@example.com',
          password: 'lomi-demo-1234',
        });
        token = session.access;
        return consoleCalls.operators.list();
      },
    ],
    ['console.summary', () => consoleCalls.summary()],
    [
      'console.operators.promote',
      async () => (context.operatorId = (await consoleCalls.operators.promote('donor@example.com')).id),
    ],
    ['console.operators.demote', () => consoleCalls.operators.demote(context.operatorId!)],
    ['console.auditLog.list', () => consoleCalls.auditLog.list({ action: 'operator.promote' })],
    ['console.charities.list', () => consoleCalls.charities.list({ search: 'a' })],
    [
      'console.charities.create',
      async () => {
        const logo = await sharp({
          create: { width: 120, height: 120, channels: 3, background: { r: 200, g: 120, b: 40 } },
        })
          .png()
          .toBuffer();
        context.charity = await consoleCalls.charities.create(
          { name: 'Contract Test Charity', description: 'Made by the contract test.' },
          { logo: new File([Uint8Array.from(logo)], 'logo.png', { type: 'image/png' }) },
        );
      },
    ],
    ['console.charities.get', () => consoleCalls.charities.get(context.charity!.id)],
    [
      'console.charities.update',
      () =>
        consoleCalls.charities.update(context.charity!.id, {
          description: 'Changed by the contract test.',
          updated: context.charity!.updated,
        }),
    ],
    [
      'console.exchangeRate.get',
      async () => {
        const overview = await consoleCalls.exchangeRate.get();
        context.rateId = overview.current?.id ?? null;
        return overview;
      },
    ],
    [
      'console.exchangeRate.set',
      () => consoleCalls.exchangeRate.set({ etb_per_unit: '157.25', previous_id: context.rateId ?? null }),
    ],
    [
      'console.campaignEditor.create',
      async () => {
        const photo = await sharp({
          create: { width: 400, height: 300, channels: 3, background: { r: 160, g: 90, b: 40 } },
        })
          .jpeg()
          .toBuffer();
        const form = consoleCampaignFormData(
          {
            ...emptyCampaignWizardForm(),
            categoryId: 1,
            currency: 'ETB',
            goalEtb: '25000',
            goalUsd: '0',
            title: 'A library for Adwa',
            description: 'Books and shelves.',
            image: new File([Uint8Array.from(photo)], 'library.jpg', { type: 'image/jpeg' }),
          },
          campaign().organization.id,
          null,
        );
        context.edited = await consoleCalls.campaignEditor.create(form);
      },
    ],
    [
      'console.campaignEditor.get',
      async () => (context.edited = await consoleCalls.campaignEditor.get(context.edited!.id)),
    ],
    [
      'console.campaignEditor.update',
      async () =>
        (context.edited = await consoleCalls.campaignEditor.update(context.edited!.id, {
          updated: context.edited!.updated,
          title: 'A library for Adwa’s schools',
          goalUsdAmount: 50_000,
        })),
    ],
    [
      'console.campaignEditor.addImages',
      async () => {
        const photo = await sharp({
          create: { width: 300, height: 300, channels: 3, background: { r: 20, g: 90, b: 40 } },
        })
          .png()
          .toBuffer();
        context.edited = await consoleCalls.campaignEditor.addImages(context.edited!.id, [
          new File([Uint8Array.from(photo)], 'shelves.png', { type: 'image/png' }),
        ]);
      },
    ],
    [
      'console.campaignEditor.reorderImages',
      async () =>
        (context.edited = await consoleCalls.campaignEditor.reorderImages(context.edited!.id, {
          updated: context.edited!.updated,
          imageIds: context.edited!.images.map((image) => image.id).reverse(),
        })),
    ],
    [
      'console.campaignEditor.removeImage',
      async () =>
        (context.edited = await consoleCalls.campaignEditor.removeImage(
          context.edited!.id,
          context.edited!.images[0]!.id,
        )),
    ],
    [
      'console.campaignEditor.addDocuments',
      async () => {
        const pdf = Buffer.alloc(1_000, 0x20);
        pdf.write('%PDF-1.4\n', 0, 'latin1');
        pdf.write('\n%%EOF\n', 993, 'latin1');
        context.edited = await consoleCalls.campaignEditor.addDocuments(context.edited!.id, [
          new File([Uint8Array.from(pdf)], 'plan.pdf', { type: 'application/pdf' }),
        ]);
      },
    ],
    [
      'console.campaignEditor.removeDocument',
      () => consoleCalls.campaignEditor.removeDocument(context.edited!.id, context.edited!.documents[0]!.id),
    ],
    [
      'console.payments.list',
      async () => (context.flaggedInvoiceId = (await consoleCalls.payments.list()).results[0]?.invoice_id),
    ],
    [
      'console.payments.resolve',
      () =>
        consoleCalls.payments.resolve(context.flaggedInvoiceId!, {
          resolution: 'dismissed',
          note: 'Checked by the contract test.',
        }),
    ],
    [
      'console.withdrawals.list',
      async () => {
        // The withdrawal account.withdrawals.request asked for above waits for an operator.
        const page = await consoleCalls.withdrawals.list({ status: 'pending' });
        context.withdrawalId = page.results[0]?.id;
        return page;
      },
    ],
    ['console.withdrawals.get', () => consoleCalls.withdrawals.get(context.withdrawalId!)],
    ['console.withdrawals.approve', () => consoleCalls.withdrawals.approve(context.withdrawalId!)],
    ['console.withdrawals.rails', () => consoleCalls.withdrawals.rails()],
    ['console.withdrawals.banks', () => consoleCalls.withdrawals.banks('sandbox')],
    [
      'console.withdrawals.pay',
      () =>
        consoleCalls.withdrawals.pay(context.withdrawalId!, { rail: 'manual', reference: 'FT-CONTRACT-1' }),
    ],
    [
      'console.withdrawals.reject',
      async () => {
        // The one requested is paid now: another request of the same campaign, to reject.
        const paid = await accounts.database.db
          .selectFrom('withdrawals')
          .select(['campaign_id', 'requested_by_user_id', 'withdraw_account_id'])
          .where('id', '=', context.withdrawalId!)
          .executeTakeFirstOrThrow();
        const { id } = await accounts.database.db
          .insertInto('withdrawals')
          .values({ ...paid, amount_minor: 100, currency: 'ETB', status: 'pending' })
          .returning('id')
          .executeTakeFirstOrThrow();
        return consoleCalls.withdrawals.reject(id, 'Checked by the contract test.');
      },
    ],
    [
      'console.reports.list',
      async () => (context.reportId = (await consoleCalls.reports.list({ status: 'open' })).results[0]?.id),
    ],
    ['console.reports.get', () => consoleCalls.reports.get(context.reportId!)],
    [
      'console.reports.resolve',
      () => consoleCalls.reports.resolve(context.reportId!, { note: 'Checked.', action: 'none' }),
    ],
    [
      'console.helpQuestions.list',
      async () => (context.helpQuestionId = (await consoleCalls.helpQuestions.list()).results[0]?.id),
    ],
    [
      'console.helpQuestions.resolve',
      () => consoleCalls.helpQuestions.resolve(context.helpQuestionId!, { note: 'Answered by e-mail.' }),
    ],
    [
      'console.organizations.list',
      async () => {
        const page = await consoleCalls.organizations.list({ status: 'pending', search: 'Dire Dawa' });
        context.consoleOrganizationId = page.results[0]?.id;
        return page;
      },
    ],
    ['console.organizations.get', () => consoleCalls.organizations.get(context.consoleOrganizationId!)],
    [
      'console.organizations.reject',
      () =>
        consoleCalls.organizations.reject(context.consoleOrganizationId!, 'The registration is unreadable.'),
    ],
    [
      'console.organizations.approve',
      () => consoleCalls.organizations.approve(context.consoleOrganizationId!),
    ],
    [
      'console.organizations.suspend',
      () => consoleCalls.organizations.suspend(context.consoleOrganizationId!, 'Reported; under review.'),
    ],
    [
      'console.organizations.reinstate',
      () => consoleCalls.organizations.reinstate(context.consoleOrganizationId!),
    ],
    [
      'console.organizations.update',
      () =>
        consoleCalls.organizations.update(context.consoleOrganizationId!, {
          fields: { description: 'Football and athletics for young people in Dire Dawa.' },
        }),
    ],
    [
      'console.organizations.create',
      async () => {
        const created = await consoleCalls.organizations.create(
          'donor@example.com',
          {
            name: 'Adama Sports for All',
            description: '',
            email: 'team@adama-sports.example.org',
            phone_number: '+251911000222',
            contact_person_name: 'Kebede Alemu',
            address: '',
            website: '',
            accepts_asrat: false,
          },
          { documents: [new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'statutes.pdf')] },
        );
        context.documentUrl = created.documents[0]?.url;
        return created;
      },
    ],
    ['console.organizations.file', () => consoleCalls.organizations.file(context.documentUrl!)],
    [
      'console.campaigns.list',
      async () => {
        const live = await consoleCalls.campaigns.list({ status: 'active', featured: false });
        context.consoleCampaignId = live.results.find((found) => found.accepts_donations)?.id;
        // The campaign createCampaign submitted above waits in review.
        const waiting = await consoleCalls.campaigns.list({ status: 'in_review', search: 'e' });
        context.inReviewId = waiting.results[0]?.id;
      },
    ],
    ['console.campaigns.get', () => consoleCalls.campaigns.get(context.consoleCampaignId!)],
    ['console.campaigns.reject', () => consoleCalls.campaigns.reject(context.inReviewId!, 'Not this time.')],
    ['console.campaigns.feature', () => consoleCalls.campaigns.feature(context.consoleCampaignId!)],
    ['console.campaigns.unfeature', () => consoleCalls.campaigns.unfeature(context.consoleCampaignId!)],
    [
      'console.campaigns.setDeadline',
      () =>
        consoleCalls.campaigns.setDeadline(context.consoleCampaignId!, {
          deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          previous_deadline: null,
        }),
    ],
    [
      'console.campaigns.unpublish',
      () => consoleCalls.campaigns.unpublish(context.consoleCampaignId!, 'Checking a report.'),
    ],
    ['console.campaigns.publish', () => consoleCalls.campaigns.publish(context.consoleCampaignId!)],
    ['console.campaigns.close', () => consoleCalls.campaigns.close(context.consoleCampaignId!)],
    [
      'account.auth.signup',
      async () => {
        context.freshPassword = 'a long enough password 1';
        const session = await account.auth.signup({
          username: 'contracttester',
          email: 'contract.tester@example.org',
          password: context.freshPassword,
        });
        token = session.access;
      },
    ],
    // The demo owner has saved a withdrawal account already: the new account saves its first.
    ['account.withdrawals.createAccount', () => account.withdrawals.createAccount(withdrawForm)],
    [
      'account.auth.changePassword',
      async () => {
        const answer = await account.auth.changePassword({
          old_password: context.freshPassword!,
          new_password: 'another long password 2',
        });
        token = answer.access;
      },
    ],
    ['account.auth.deleteAccount', () => account.auth.deleteAccount()],
    [
      'account.auth.logout',
      async () => {
        const session = await account.auth.login({
          identifier: 'donor@example.com',
          password: 'lomi-demo-1234',
        });
        token = session.access;
        return account.auth.logout();
      },
    ],
  ];

  /** Errors some calls answer on the demo seed, and why; every other answer must be a success. */
  const expectedErrors: Record<string, { status: number; why: string }> = {
    'account.auth.google': { status: 503, why: 'Google sign-in is not configured in tests' },
    'lomi.campaigns.contactFundraiser': { status: 409, why: 'organizers without an account, until one has' },
  };
  /** Calls that answer a file's bytes rather than JSON. */
  const binaryCalls = new Set([
    'console.organizations.file',
    'account.campaignReports.csv',
    'account.campaignReports.pdf',
    'asrat.qrCode',
    'asrat.report',
  ]);
  /** Calls that never succeed here; each of the others succeeds at least once. */
  const neverSucceeds = new Set(['account.auth.google']);

  beforeAll(async () => {
    accounts = await createAccountsApp('pglite', {}, { payoutRails: scriptedRails(new ScriptedRail()) });
    app = accounts.app;
    document = (await app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH })).json();
    lomi = createLomiClient({
      baseURL: 'http://lomi.test',
      fetch: injectFetch,
      retries: 0,
      getAccessToken: () => token,
    });
    setFormTransport(lomi, () => new InjectXhr() as unknown as XMLHttpRequest);
    account = createAccountClient(lomi);
    consoleCalls = createConsoleClient(lomi);
    asrat = asratCalls(lomi);
    for (const [name, call] of drive) {
      current = name;
      try {
        await call();
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
    }
  }, 120_000);
  afterAll(() => accounts.close());

  it('drives every method of the clients', () => {
    const methods = (prefix: string, value: object): string[] =>
      Object.entries(value).flatMap(([key, member]) =>
        typeof member === 'function'
          ? [`${prefix}${key}`]
          : member && typeof member === 'object'
            ? methods(`${prefix}${key}.`, member)
            : [],
      );
    // The URL builders are checked below; they call nothing.
    const clientMethods = [
      ...methods('lomi.', lomi),
      ...methods('account.', account),
      ...methods('console.', consoleCalls),
      ...methods('asrat.', asrat),
      'fetchSiteSettings',
      'fetchReceipt',
      'fetchMyReceipts',
      'createCampaign',
    ].filter((name) => !name.startsWith('lomi.urls.'));
    expect(drive.map(([name]) => name).sort()).toEqual(clientMethods.sort());
    for (const [name] of drive)
      expect(
        calls.some((call) => call.name === name),
        name,
      ).toBe(true);
  });

  it('calls only paths and methods of the document', () => {
    for (const call of calls) {
      expect(
        operationOf(document, call.method, call.path),
        `${call.name}: ${call.method} ${call.path}`,
      ).toBeDefined();
    }
  });

  it('gets answers the document describes, for their status', () => {
    for (const call of calls) {
      const where = `${call.name}: ${call.method} ${call.path} → ${call.status}`;
      const expected = expectedErrors[call.name];
      if (call.status >= 300)
        expect(call.status, `${where} (${expected?.why}): ${call.body}`).toBe(expected?.status);
      const { operation } = operationOf(document, call.method, call.path)!;
      const response = documentedResponse(operation, call.status);
      expect(response, where).toBeDefined();
      const json = response!.content?.['application/json'];
      if (!json && binaryCalls.has(call.name)) {
        // A file: its media type must be one the document names.
        const types = Object.keys(response!.content ?? {});
        expect(types, where).toContain(call.contentType.split(';')[0]);
        continue;
      }
      expect(json, where).toBeDefined();
      expect(call.contentType, where).toMatch(/^application\/json/);
      const schema = z.fromJSONSchema(inlined(json!.schema, document.components.schemas) as never);
      const result = schema.safeParse(JSON.parse(call.body));
      expect(result.success ? [] : result.error.issues, where).toEqual([]);
    }
    for (const [name] of drive) {
      const succeeded = calls.some((call) => call.name === name && call.status < 300);
      expect(succeeded, `${name} succeeded`).toBe(!neverSucceeds.has(name));
    }
  });

  // The organization uploads (`createOrganization`/`updateOrganization` of @lomi/core) go through XMLHttpRequest
  // for their progress, not the fetch above: their multipart body, built by core's `organizationFormData`,
  // is sent here directly, and the answers checked against the document the same way.
  it('answers the organization form core builds as documented (create, update, a refusal)', async () => {
    const signup = await app.inject({
      method: 'POST',
      url: '/auth/signup/',
      payload: {
        username: 'contractowner',
        email: 'contract.owner@example.org',
        password: 'a long password 3',
      },
      remoteAddress: '10.78.0.1',
    });
    const owner = signup.json().access as string;
    const pdf = new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'statutes.pdf');
    const send = async (method: 'POST' | 'PUT', url: string, form: FormData) => {
      const request = new Request('http://lomi.test/', { method: 'POST', body: form });
      const response = await app.inject({
        method,
        url,
        headers: {
          authorization: `Bearer ${owner}`,
          'content-type': request.headers.get('content-type')!,
        },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      const found = operationOf(document, method, url);
      expect(found, `${method} ${url}`).toBeDefined();
      const documented = documentedResponse(found!.operation, response.statusCode);
      const json = documented?.content?.['application/json'];
      expect(json, `${method} ${url} → ${response.statusCode}`).toBeDefined();
      const schema = z.fromJSONSchema(inlined(json!.schema, document.components.schemas) as never);
      const result = schema.safeParse(response.json());
      expect(result.success ? [] : result.error.issues, `${method} ${url}`).toEqual([]);
      return response;
    };
    const fields = {
      name: 'Contract Test Fund',
      description: '',
      email: 'fund@example.org',
      phone_number: '+251911000222',
      contact_person_name: 'Abebe Kebede',
      address: '',
      website: '',
      accepts_asrat: false,
    };
    const created = await send(
      'POST',
      '/api/organizations/',
      organizationFormData(fields, { documents: [pdf] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const early = await send('PUT', `/api/organizations/${id}/`, organizationFormData({ name: 'Renamed' }));
    expect(early.statusCode).toBe(409);
    await accounts.database.db
      .updateTable('organizations')
      .set({ approval_status: 'approved' })
      .where('id', '=', id)
      .execute();
    const updated = await send('PUT', `/api/organizations/${id}/`, organizationFormData({ name: 'Renamed' }));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Renamed', documents: ['statutes.pdf'] });
  });

  it('builds file and page addresses the server answers as documented', async () => {
    const image = campaign().images[0]!;
    for (const [what, address, mediaType] of [
      ['QR code', lomi.urls.qrCode(campaign().id), 'image/png'],
      ['campaign image', lomi.urls.media(image.url), 'image/'],
    ] as const) {
      const url = new URL(address);
      const found = operationOf(document, 'GET', url.pathname);
      expect(found, what).toBeDefined();
      const response = await app.inject({ method: 'GET', url: url.pathname + url.search });
      expect(response.statusCode, what).toBe(200);
      expect(String(response.headers['content-type']), what).toMatch(new RegExp(`^${mediaType}`));
      const documented = Object.keys(documentedResponse(found!.operation, 200)?.content ?? {});
      expect(
        documented.some(
          (type) =>
            type.replace('*', '').length > 0 &&
            String(response.headers['content-type']).startsWith(type.replace('*', '')),
        ),
        what,
      ).toBe(true);
    }
    // A campaign's page is the site's, not the API's.
    const page = new URL(lomi.urls.campaignPage(campaign().id));
    expect(operationOf(document, 'GET', page.pathname)).toBeUndefined();
    expect(isNonApiRoute('GET', '/*')).toBe(true);
  });
});
