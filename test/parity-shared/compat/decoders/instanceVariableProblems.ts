import type { JsonValue } from '../../../../src/formatting/writeJson.js';
import { objectKeys } from './objectKeys.js';

/**
 * What stops xmlstats-ruby 1.7.0 from wrapping a response in its objects
 * (`lib/xmlstats/object.rb:6-8`: `instance_variable_set "@#{key}", value` for every key): a key
 * that is not a valid instance variable name (a leading digit, a `-`, a space) raises NameError.
 * The gem also refuses `json_class` keys silently turned into objects by `JSON.load`
 * (`endpoint.rb:53`). Returns one line per offending key; empty when every key is fine.
 *
 * @example
 * instanceVariableProblems(readJsonSource('{"3pt":1}')); // ['3pt (3pt): `@3pt` is not allowed as an instance variable name']
 */
export function instanceVariableProblems(value: JsonValue): readonly string[] {
  return objectKeys(value).flatMap(([key, path]) => {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) return [`${key} (${path}): \`@${key}\` is not allowed as an instance variable name`];
    if (key === 'json_class') return [`${key} (${path}): JSON.load would build an object of the class it names`];
    return [];
  });
}
