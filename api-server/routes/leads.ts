// The lead generator 'Demoer i dit køkken' (issue 17 §2, spec §7 "Recipes and leads",
// docs/guides/cms-content.md §2). Two small route modules, mounted by app.ts:
//  - GET /api/leads (leadRoutes): the active kitchen demos, each with `booked` for the session's user.
//    Anonymous visitors get the same list with booked false (the widget invites them to log in to book).
//  - POST /api/mail/sendnotification (leadMailRoutes, at /api/mail; §7: email, name, phone, Id): books a
//    demo for the session's user. The form's rules (core/rules/lead-form.ts) are checked again here with
//    the Danish texts; once per user and lead (409 the second time, nothing changes); unknown or
//    inactive lead 404. The sales mail and the booker's confirmation go through the outbox.
import { leadFormProblems, normalizeLeadForm, type LeadField, type LeadFieldProblem } from '../../core/rules/lead-form.js';
import { LeadRequestSchema } from '../../core/schemas/leads.js';
import { daLeads } from '../../core/texts/da-leads.js';
import { authOf, requireSession } from '../auth/session.js';
import { ApiFailure, type AppDeps, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';
import { bookLead, listLeads } from '../leads/leads.js';

export function leadRoutes(deps: AppDeps) {
  const app = createRouter();

  app.get('/', async (c) => {
    const auth = c.get('auth');
    return c.json(await listLeads(deps.db, auth?.user.id ?? null), 200);
  });

  return app;
}

/** Read per call: an editor's dictionary text applies (issue 17 §1). */
function messageOf(field: LeadField, problem: LeadFieldProblem): string {
  if (field === 'name') return daLeads.nameMissing;
  if (field === 'email') return problem === 'missing' ? daLeads.emailMissing : daLeads.emailInvalid;
  return problem === 'missing' ? daLeads.phoneMissing : daLeads.phoneInvalid;
}

export function leadMailRoutes(deps: AppDeps) {
  const app = createRouter();

  app.post('/sendnotification', requireSession, validate('json', LeadRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const problems = leadFormProblems(body);
    const fields = Object.keys(problems) as LeadField[];
    if (fields.length > 0) {
      const issues = fields.map((field) => ({ path: field, code: problems[field]!, message: messageOf(field, problems[field]!) }));
      throw new ApiFailure(400, 'ValidationError', issues[0]!.message, { issues });
    }
    const lead = await bookLead(deps.db, authOf(c), { leadId: body.Id, ...normalizeLeadForm(body) }, deps.clock.now());
    return c.json({ lead }, 201);
  });

  return app;
}
