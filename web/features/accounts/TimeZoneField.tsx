import { useMemo, type ComponentPropsWithRef } from 'react';
import { Field } from '../../components/Field';

/** Every IANA zone this browser knows, UTC first (some browsers list it apart). */
function zoneNames(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

type TimeZoneFieldProps = ComponentPropsWithRef<'input'> & { error?: string | undefined };

/**
 * A time zone typed with suggestions: the browser filters the list of IANA zones as the user
 * types ("Berl" offers Europe/Berlin), and the keyboard moves through it. The server checks the
 * name against the same list.
 */
export function TimeZoneField({ error, ...input }: TimeZoneFieldProps) {
  const zones = useMemo(() => zoneNames(), []);
  return (
    <>
      <Field
        label="Time zone"
        hint="Type a city or region, such as Berlin or New_York, and pick it from the list."
        list="time-zones"
        autoComplete="off"
        spellCheck={false}
        error={error}
        {...input}
      />
      <datalist id="time-zones">
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  );
}
