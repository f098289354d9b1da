import { AppError, type ErrorCode } from '@/server/errors';

/** Why a parse failed: `code` goes to parse_failures.code, `status` picks the HTTP error. */
export const PARSE_FAILURE_CODES = [
  'no_pages',
  'missing_image',
  'unreadable_image',
  'timeout',
  'parser_error',
] as const;
export type ParseFailureCode = (typeof PARSE_FAILURE_CODES)[number];

const STATUS_FOR: Record<ParseFailureCode, ErrorCode> = {
  no_pages: 'parse_failed',
  missing_image: 'parse_failed',
  unreadable_image: 'parse_failed',
  parser_error: 'parse_failed',
  timeout: 'timeout',
};

/** A failed parse attempt of one record; its message is safe to show to the caller. */
export class ParseFailure extends Error {
  readonly code: ParseFailureCode;
  constructor(code: ParseFailureCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ParseFailure';
    this.code = code;
  }

  toAppError(): AppError {
    return new AppError(STATUS_FOR[this.code], this.message, { cause: this });
  }
}
