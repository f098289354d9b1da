// Ambient types for the two untyped helper libraries the parser uses (their packages ship no declarations).

declare module 'parse-full-name' {
  export type ParsedFullName = {
    title: string;
    first: string;
    middle: string;
    last: string;
    nick: string;
    suffix: string;
    error: string[];
  };
  export function parseFullName(name: string): ParsedFullName;
}

declare module 'parse-address' {
  export type ParsedLocation = {
    number?: string;
    prefix?: string;
    street?: string;
    type?: string;
    suffix?: string;
    sec_unit_type?: string;
    sec_unit_num?: string;
    city?: string;
    state?: string;
    zip?: string;
    plus4?: string;
  };
  export function parseLocation(address: string): ParsedLocation | null;
}
