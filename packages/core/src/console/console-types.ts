/** An operator of the console as `GET /api/console/operators/` lists them (issue 14). */
export interface Operator {
  id: number;
  username: string;
  email: string | null;
  full_name: string;
}

/** `POST /api/console/operators/`: the e-mail address of the user to make an operator. */
export interface PromoteOperatorRequest {
  email: string;
}

/** One operator action of the audit log (issue 14 #9): who, when, what, the values before and after. */
export interface AuditLogEntry {
  id: number;
  /** The operator who acted; null for the command line (`npm run operator`). */
  operator: { id: number; username: string } | null;
  /** What was done, e.g. `operator.promote`. */
  action: string;
  /** The kind of thing acted on, e.g. `user`, `organization`, `campaign`. */
  target_type: string;
  target_id: number | null;
  before: unknown;
  after: unknown;
  /** ISO 8601 timestamp. */
  created: string;
}

/** The filters of `GET /api/console/audit-log/` (all optional; `target_id` needs `target_type`). */
export interface AuditLogQuery {
  page?: number;
  action?: string;
  operator?: number;
  target_type?: string;
  target_id?: number;
}
