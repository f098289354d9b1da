import type { Rng } from '../rng';
import type { CorpusCounty } from './counties';
import { fmtDate } from './format';

/** Placeholder the page count replaces once the document is paginated. */
export const PAGES = '{{PAGES}}';

export type Stamp = { docNumber: string; lines: string[] };

function time(rng: Rng): string {
  const h = rng.int(8, 16);
  const m = String(rng.int(0, 59)).padStart(2, '0');
  return `${h > 12 ? h - 12 : h}:${m} ${h >= 12 ? 'PM' : 'AM'}`;
}

/** The recorder's stamp in one of the layouts county recorders use, with the instrument number. */
export function recordingStamp(rng: Rng, county: CorpusCounty, recorded: string, serial: number): Stamp {
  const y = recorded.slice(0, 4);
  const when = fmtDate(recorded, 'numeric');
  const fee = `$${rng.int(9, 60)}.00`;
  const cn = county.name.toUpperCase();
  const seq = String(serial).padStart(6, '0');
  switch (county.state) {
    case 'TX': {
      const docNumber = rng.chance(0.5) ? `${y}${seq}` : `${y}-00${seq}`;
      const lines = rng.pick([
        [
          'FILED AND RECORDED',
          'OFFICIAL PUBLIC RECORDS',
          `${county.name} County, Texas`,
          docNumber,
          `${when} ${time(rng)}`,
          `Fee: ${fee}  Pages: ${PAGES}`,
        ],
        [
          `RECORDED IN THE OFFICIAL RECORDS`,
          `OF ${cn} COUNTY, TEXAS`,
          `DOC# ${docNumber}`,
          `${when} ${time(rng)}`,
          `PAGES ${PAGES}  FEE ${fee}`,
        ],
      ]);
      return { docNumber, lines };
    }
    case 'CA': {
      const docNumber = `${y}-${String(serial).padStart(7, '0')}`;
      return {
        docNumber,
        lines: [
          `DOC # ${docNumber}`,
          `${when} ${time(rng)}  Fees: ${fee}`,
          'Recorded in Official Records',
          `County of ${county.name}`,
          rng.pick(['Assessor-Recorder', 'Registrar-Recorder/County Clerk', 'Clerk-Recorder']),
          `Page 1 of ${PAGES}`,
        ],
      };
    }
    case 'FL': {
      const docNumber = `${y}${String(serial).padStart(6, '0')}`;
      return {
        docNumber,
        lines: [
          `INSTR# ${docNumber}`,
          `OR BK ${rng.int(20000, 32000)} PG ${rng.int(1, 2500)}  Page 1 of ${PAGES}`,
          `${when} ${time(rng)}`,
          `Rec: ${fee}  DS: $0.70`,
          'CLERK OF THE CIRCUIT COURT & COMPTROLLER',
          `${cn} COUNTY, FL`,
        ],
      };
    }
    case 'NY': {
      const docNumber = `${y}${String(serial).padStart(6, '0')}`;
      return {
        docNumber,
        lines: [
          county.slug === 'queens-ny'
            ? 'NYC DEPARTMENT OF FINANCE - OFFICE OF THE CITY REGISTER'
            : `${cn} COUNTY CLERK`,
          `Recorded: ${when} at ${time(rng)}`,
          `${county.slug === 'queens-ny' ? 'CRFN' : 'Control #'}: ${docNumber}`,
          `Instrument Type: DEED   Fee: ${fee}   Pages: ${PAGES}`,
        ],
      };
    }
    case 'CO': {
      const docNumber = `E${y.slice(2)}${String(serial).padStart(5, '0')}`;
      return {
        docNumber,
        lines: [
          `RECEPTION#: ${docNumber},`,
          `${when} at ${time(rng)}, 1 OF ${PAGES},`,
          `REC: ${fee} DF: $0.00`,
          `${county.name} County, CO`,
          'Clerk and Recorder',
        ],
      };
    }
    default: {
      const docNumber = `${y}${String(serial).padStart(7, '0')}`;
      return {
        docNumber,
        lines: [
          `${cn} COUNTY RECORDER`,
          `Instrument #: ${docNumber}`,
          `${when} ${time(rng)}`,
          `Fees: ${fee}  Pgs: ${PAGES}`,
          `Recorded By: ${String.fromCharCode(65 + rng.int(0, 25), 65 + rng.int(0, 25), 65 + rng.int(0, 25))}`,
        ],
      };
    }
  }
}
