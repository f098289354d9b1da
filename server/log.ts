import pino from 'pino';

/** One structured logger for the process. Secrets are redacted wherever they could appear. */
export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  redact: {
    paths: [
      'req.headers["x-gateway-proxy-secret"]',
      'headers["x-gateway-proxy-secret"]',
      'secret',
      'password',
      'token',
    ],
    censor: '[redacted]',
  },
});
