/** One recorded USD → ETB rate (issue 14 #8). Rates are never changed: a new one is added, and the newest counts. */
export interface ExchangeRateEntry {
  id: number;
  currency: 'USD';
  /** Birr per US dollar, exactly as stored, as decimal text with 4 to 6 decimals (`"57.0000"`, `"55.123456"`). */
  etb_per_unit: string;
  /** The operator who set it; null for a rate recorded without one (the demo seed). */
  set_by: { id: number; username: string } | null;
  /** ISO 8601 timestamp: from when it counts. */
  effective_at: string;
}

/** `GET /api/console/exchange-rate/`: the rate in force and a page of the history, newest first. */
export interface ExchangeRateOverview {
  /** The rate USD donations are converted at; null while none is recorded (USD donations are refused). */
  current: ExchangeRateEntry | null;
  history: {
    count: number;
    lastPage: number;
    total: number;
    results: ExchangeRateEntry[];
  };
}

/** `POST /api/console/exchange-rate/`. */
export interface SetExchangeRateRequest {
  /** Birr per US dollar as decimal text (at most 6 decimals, 1–10,000), sent as text so no float rounds it. */
  etb_per_unit: string;
  /**
   * The id of the rate the operator saw as current (null when there was none): when another operator set a
   * rate since, the request is refused with 409 rather than replacing a rate nobody confirmed replacing.
   */
  previous_id: number | null;
}
