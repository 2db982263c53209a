import type { z } from 'zod';
import { THROWING_HANDS, type BaseballBox, type BatterLine, type FielderLine, type PitcherLine, type ThrowingHand } from '../../aggregates/BaseballBox.js';
import { issue, toPlayerId, type Issue } from '../../ids/index.js';
import type { BatterInput, FielderInput, gameInputSchema, PitcherInput } from '../BatchInput.js';
import { firstSeen } from './firstSeen.js';
import { LIMITS } from './limits.js';

type ParsedGame = z.output<typeof gameInputSchema>;
type Path = readonly (string | number)[];
type Side = 'away' | 'home';

/**
 * Whether a parsed game carries any part of a baseball box score.
 *
 * @example
 * hasBaseballBox(parsedGame); // true when away_batters, home_pitchers, away_errors... were sent
 */
export function hasBaseballBox(input: ParsedGame): boolean {
  return input.away_batters !== undefined || input.home_batters !== undefined || input.away_pitchers !== undefined
    || input.home_pitchers !== undefined || input.away_errors != null || input.home_errors != null
    || input.away_fielding !== undefined || input.home_fielding !== undefined;
}

/**
 * Validates the baseball part of a completed game's box score and turns it into facts
 * (`BaseballBox`), pushing every problem onto `issues` with its path:
 *
 * - a batter: more hits than at-bats, more extra-base hits than hits, more two-out RBI than RBI,
 *   fewer plate appearances than at-bats + walks + hit by pitch + sacrifices;
 * - a pitcher: more earned runs than runs, innings that are not a whole number of thirds
 *   (`6.3`, `6.15`), innings and outs that disagree or neither given, more intentional walks than
 *   walks, more home runs than hits, more strikes than pitches, a win and a loss at once, a
 *   `throwing_hand` other than `RHP` or `LHP` (the service's only values);
 * - a side: the same player twice among its batters (or pitchers, or fielders), a batting slot
 *   (`bat_order`, `sub_bat_order`) or a `pitch_order` twice, a fielder without a name, fielders'
 *   errors that do not add up to the side's errors;
 * - the game: more than one winning pitcher, losing pitcher or save, or a decision on the side
 *   the score contradicts.
 *
 * Every one of the 1,522 recorded 2014 box scores passes these checks.
 */
export function normalizeBaseballBox(
  input: ParsedGame,
  path: Path,
  scores: { readonly away: number | null; readonly home: number | null },
  issues: Issue[],
): BaseballBox | null {
  const before = issues.length;
  const batters = (side: Side): BatterLine[] => {
    const field = `${side}_batters` as const;
    batterIds.begin();
    battingSlots.begin();
    return sideLines(input[field] ?? [], (b, i) => normalizeBatter(b, path, field, i, issues), issues, (line, i) => {
      const prior = batterIds.see(line.playerId, i);
      if (prior !== undefined) {
        issues.push(issue('conflict', [...path, field, i, 'player_id'], `player "${line.playerId}" bats twice for the ${side} side (also ${field}[${prior}])`));
      }
      if (battingSlots.see(line.batOrder * 1000 + line.subBatOrder, i) !== undefined) {
        issues.push(issue('conflict', [...path, field, i, 'sub_bat_order'], `batting slot ${line.batOrder}, substitute ${line.subBatOrder} is taken twice on the ${side} side`));
      }
    });
  };
  const pitchers = (side: Side): PitcherLine[] => {
    const field = `${side}_pitchers` as const;
    pitcherIds.begin();
    pitchOrders.begin();
    return sideLines(input[field] ?? [], (p, i) => normalizePitcher(p, path, field, i, issues), issues, (line, i) => {
      if (pitcherIds.see(line.playerId, i) !== undefined) issues.push(issue('conflict', [...path, field, i, 'player_id'], `player "${line.playerId}" pitches twice for the ${side} side`));
      if (pitchOrders.see(line.pitchOrder, i) !== undefined) issues.push(issue('conflict', [...path, field, i, 'pitch_order'], `pitch_order ${line.pitchOrder} is taken twice on the ${side} side`));
    });
  };
  const fielders = (side: Side): FielderLine[] | null => {
    const field = `${side}_fielding` as const;
    const list = input[field];
    if (list === undefined) return null;
    fielderIds.begin();
    const lines = list.map((f, i) => {
      const line = fielderOf(f);
      if (issues.length >= LIMITS.issues) return line;
      if (line.playerId === '') issues.push(issue('invalid_input', [...path, field, i, 'display_name'], 'a fielder needs a name with letters or digits, or a player_id'));
      else if (fielderIds.see(line.playerId, i) !== undefined) issues.push(issue('conflict', [...path, field, i, 'player_id'], `player "${line.playerId}" has two fielding lines on the ${side} side`));
      return line;
    });
    const errors = input[`${side}_errors`];
    const sum = lines.reduce((s, l) => s + l.errors, 0);
    if (errors != null && sum !== errors) {
      issues.push(issue('invalid_score', [...path, `${side}_errors`], `the ${side} side has ${errors} errors, its fielding lines add up to ${sum}`));
    }
    return lines;
  };

  const box: BaseballBox = {
    awayBatters: batters('away'),
    homeBatters: batters('home'),
    awayPitchers: pitchers('away'),
    homePitchers: pitchers('home'),
    awayErrors: input.away_errors ?? null,
    homeErrors: input.home_errors ?? null,
    awayFielding: fielders('away'),
    homeFielding: fielders('home'),
  };
  checkDecisions(box, path, scores, issues);
  return issues.length > before ? null : box;
}

/**
 * Where each player id, batting slot (`bat_order * 1000 + sub_bat_order`) and pitch order was
 * first seen on the side being normalized: one map each for every side of every game.
 */
/**
 * A side's batters or pitchers in order: each line normalized, then checked against the side's
 * earlier lines; a refused line is left out. Plain loops, a line's path built only for an issue
 * (a closure per line was ~2.5 MB of the garbage of B2's ingest, D138); the list is as long as
 * the input's from the start and shortened when a line is refused. Past the issue cap nothing
 * more is read.
 */
function sideLines<I, L>(list: readonly I[], normalize: (item: I, i: number) => L | undefined, issues: Issue[], check: (line: L, i: number) => void): L[] {
  const lines: L[] = new Array<L>(list.length);
  let kept = 0;
  for (let i = 0; i < list.length; i++) {
    if (issues.length >= LIMITS.issues) continue;
    const line = normalize(list[i]!, i);
    if (!line) continue;
    check(line, i);
    lines[kept++] = line;
  }
  if (kept < lines.length) lines.length = kept;
  return lines;
}

const batterIds = firstSeen<string>();
const battingSlots = firstSeen<number>();
const pitcherIds = firstSeen<string>();
const pitchOrders = firstSeen<number>();
const fielderIds = firstSeen<string>();

type Named = { readonly player_id?: string | undefined; readonly display_name?: string | undefined; readonly first_name: string; readonly last_name: string };

function displayNameOf(line: Named): string {
  return line.display_name ?? `${line.first_name} ${line.last_name}`.trim();
}

/** The path of a field of line `i` of a list (built only for an issue). */
function lineAt(path: Path, field: string, i: number, key: string): (string | number)[] {
  return [...path, field, i, key];
}

function normalizeBatter(input: BatterInput, path: Path, field: string, i: number, issues: Issue[]): BatterLine | undefined {
  const before = issues.length;
  const displayName = displayNameOf(input);
  const playerId = input.player_id ?? toPlayerId(displayName);
  if (playerId === '') issues.push(issue('invalid_input', lineAt(path, field, i, 'display_name'), 'a batter needs a name with letters or digits, or a player_id'));
  const atBats = input.at_bats;
  const hits = input.hits ?? 0;
  const doubles = input.doubles ?? 0;
  const triples = input.triples ?? 0;
  const homeRuns = input.home_runs ?? 0;
  const rbi = input.rbi ?? 0;
  const rbiWithTwoOuts = input.rbi_with_two_outs ?? 0;
  const walks = input.walks ?? 0;
  const hitByPitch = input.hit_by_pitch ?? 0;
  const sacFlies = input.sac_flies ?? 0;
  const sacHits = input.sac_hits ?? 0;
  if (hits > atBats) issues.push(issue('invalid_score', lineAt(path, field, i, 'hits'), `${hits} hits, more than the ${atBats} at-bats`));
  const extra = doubles + triples + homeRuns;
  if (extra > hits) issues.push(issue('invalid_score', lineAt(path, field, i, 'hits'), `${hits} hits, fewer than the ${extra} doubles, triples and home runs`));
  if (rbiWithTwoOuts > rbi) issues.push(issue('invalid_score', lineAt(path, field, i, 'rbi_with_two_outs'), `${rbiWithTwoOuts} RBI with two outs, more than the ${rbi} RBI`));
  const counted = atBats + walks + hitByPitch + sacFlies + sacHits;
  const plateAppearances = input.plate_appearances ?? counted;
  if (plateAppearances < counted) {
    issues.push(issue('invalid_score', lineAt(path, field, i, 'plate_appearances'), `${plateAppearances} plate appearances, fewer than the ${counted} at-bats, walks, hit by pitch and sacrifices`));
  }
  if (issues.length > before) return undefined;
  // One literal with every field (no spread): a spread followed by twenty more properties leaves
  // V8 objects in dictionary mode, which made ingest ten times slower and the state twice as big.
  // Frozen as built, as every line of the state (D58).
  return Object.freeze({
    playerId,
    firstName: input.first_name,
    lastName: input.last_name,
    displayName,
    position: input.position ?? '',
    batOrder: input.bat_order,
    subBatOrder: input.sub_bat_order ?? 0,
    atBats,
    plateAppearances,
    runs: input.runs ?? 0,
    hits,
    doubles,
    triples,
    homeRuns,
    rbi,
    rbiWithTwoOuts,
    walks,
    strikeOuts: input.strike_outs ?? 0,
    hitByPitch,
    sacFlies,
    sacHits,
    stolenBases: input.stolen_bases ?? 0,
    caughtStealing: input.caught_stealing ?? 0,
    leftOnBase: input.left_on_base ?? 0,
  });
}

/** Outs of innings in thirds notation (`6.1` -> 19), or undefined when it is not one. */
function outsOfInnings(innings: number): number | undefined {
  const whole = Math.floor(innings);
  const tenths = Math.round((innings - whole) * 10);
  if (tenths > 2 || Math.abs(innings - (whole + tenths / 10)) > 1e-9 || !Number.isSafeInteger(whole * 3)) return undefined;
  return whole * 3 + tenths;
}

function normalizePitcher(input: PitcherInput, path: Path, field: string, i: number, issues: Issue[]): PitcherLine | undefined {
  const before = issues.length;
  const displayName = displayNameOf(input);
  const playerId = input.player_id ?? toPlayerId(displayName);
  if (playerId === '') issues.push(issue('invalid_input', lineAt(path, field, i, 'display_name'), 'a pitcher needs a name with letters or digits, or a player_id'));
  let outs = input.outs;
  if (input.innings_pitched !== undefined) {
    const fromInnings = outsOfInnings(input.innings_pitched);
    if (fromInnings === undefined) {
      issues.push(issue('invalid_input', lineAt(path, field, i, 'innings_pitched'), `innings_pitched ${input.innings_pitched} is not a whole number of thirds (write 6.1 for six innings and one out, 6.2 for two)`));
    } else if (outs !== undefined && outs !== fromInnings) {
      issues.push(issue('invalid_input', lineAt(path, field, i, 'outs'), `${outs} outs, but innings_pitched ${input.innings_pitched} is ${fromInnings}`));
    } else outs = fromInnings;
  } else if (outs === undefined) {
    issues.push(issue('invalid_input', lineAt(path, field, i, 'innings_pitched'), 'a pitcher needs innings_pitched (thirds notation) or outs'));
  }
  const runsAllowed = input.runs_allowed ?? 0;
  const earnedRuns = input.earned_runs ?? 0;
  const walks = input.walks ?? 0;
  const intentionalWalks = input.intentional_walks ?? 0;
  const hitsAllowed = input.hits_allowed ?? 0;
  const homeRunsAllowed = input.home_runs_allowed ?? 0;
  const pitchCount = input.pitch_count ?? 0;
  const pitchesStrikes = input.pitches_strikes ?? 0;
  const win = input.win ?? false;
  const loss = input.loss ?? false;
  if (earnedRuns > runsAllowed) issues.push(issue('invalid_score', lineAt(path, field, i, 'earned_runs'), `${earnedRuns} earned runs, more than the ${runsAllowed} runs allowed`));
  if (intentionalWalks > walks) issues.push(issue('invalid_score', lineAt(path, field, i, 'intentional_walks'), `${intentionalWalks} intentional walks, more than the ${walks} walks`));
  if (homeRunsAllowed > hitsAllowed) issues.push(issue('invalid_score', lineAt(path, field, i, 'home_runs_allowed'), `${homeRunsAllowed} home runs allowed, more than the ${hitsAllowed} hits allowed`));
  if (pitchesStrikes > pitchCount) issues.push(issue('invalid_score', lineAt(path, field, i, 'pitches_strikes'), `${pitchesStrikes} strikes, more than the ${pitchCount} pitches`));
  if (win && loss) issues.push(issue('invalid_input', lineAt(path, field, i, 'loss'), 'a pitcher cannot be charged with both the win and the loss'));
  const hand = input.throwing_hand;
  if (hand !== undefined && !isThrowingHand(hand)) {
    issues.push(issue('invalid_input', lineAt(path, field, i, 'throwing_hand'), `throwing_hand ${JSON.stringify(hand)} is not one of ${THROWING_HANDS.join(', ')}`));
  }
  if (issues.length > before || outs === undefined) return undefined;
  return Object.freeze({
    playerId,
    firstName: input.first_name,
    lastName: input.last_name,
    displayName,
    pitchOrder: input.pitch_order,
    outs,
    hitsAllowed,
    runsAllowed,
    earnedRuns,
    walks,
    intentionalWalks,
    strikeOuts: input.strike_outs ?? 0,
    homeRunsAllowed,
    pitchCount,
    pitchesStrikes,
    wildPitches: input.wild_pitches ?? 0,
    hitByPitch: input.hit_by_pitch ?? 0,
    errors: input.errors ?? 0,
    throwingHand: hand !== undefined && isThrowingHand(hand) ? hand : null,
    win,
    loss,
    save: input.save ?? false,
    hold: input.hold ?? false,
  });
}

function isThrowingHand(value: unknown): value is ThrowingHand {
  return (THROWING_HANDS as readonly unknown[]).includes(value);
}

/** A fielding line as held, frozen: names and errors (`position`, `putouts`, `assists` are accepted, not held). */
function fielderOf(f: FielderInput): FielderLine {
  const displayName = displayNameOf(f);
  return Object.freeze({ playerId: f.player_id ?? toPlayerId(displayName), firstName: f.first_name, lastName: f.last_name, displayName, errors: f.errors ?? 0 });
}

/** At most one win, one loss and one save in a game, each on the side the score allows. */
function checkDecisions(box: BaseballBox, path: Path, scores: { readonly away: number | null; readonly home: number | null }, issues: Issue[]): void {
  const known = scores.away !== null && scores.home !== null;
  const winner: Side | null = !known || scores.away === scores.home ? null : scores.away! > scores.home! ? 'away' : 'home';
  const loser: Side | null = winner === null ? null : winner === 'away' ? 'home' : 'away';
  checkDecision(box, 'win', winner, path, scores, known, winner, issues);
  checkDecision(box, 'loss', loser, path, scores, known, winner, issues);
  checkDecision(box, 'save', winner, path, scores, known, winner, issues);
}

/**
 * One decision of {@link checkDecisions}: a second pitcher credited with it (away pitchers
 * first), and the first credited on a side other than `side` when the score is known. Plain
 * loops over the two sides (a list of holders and two closures per decision were ~2 MB of the
 * garbage of B2's ingest).
 */
function checkDecision(
  box: BaseballBox,
  flag: 'win' | 'loss' | 'save',
  side: Side | null,
  path: Path,
  scores: { readonly away: number | null; readonly home: number | null },
  known: boolean,
  winner: Side | null,
  issues: Issue[],
): void {
  let holders = 0;
  let second: Side | null = null;
  let secondIndex = 0;
  let wrong: Side | null = null;
  let wrongIndex = 0;
  for (let k = 0; k < 2; k++) {
    const at: Side = k === 0 ? 'away' : 'home';
    const pitchers = k === 0 ? box.awayPitchers : box.homePitchers;
    for (let index = 0; index < pitchers.length; index++) {
      if (!pitchers[index]![flag]) continue;
      holders++;
      if (holders === 2) {
        second = at;
        secondIndex = index;
      }
      // Without a score nothing contradicts a decision; a tie contradicts every one.
      if (known && wrong === null && at !== side) {
        wrong = at;
        wrongIndex = index;
      }
    }
  }
  if (second !== null) issues.push(issue('conflict', [...path, `${second}_pitchers`, secondIndex, flag], `more than one pitcher is credited with the ${flag}`));
  if (wrong !== null) {
    const why = winner === null ? `the game ended tied ${scores.away}-${scores.home}` : `the ${wrong} side ${wrong === winner ? 'won' : 'lost'} ${scores.away}-${scores.home}`;
    issues.push(issue('invalid_score', [...path, `${wrong}_pitchers`, wrongIndex, flag], `a ${flag} for the ${wrong} side, but ${why}`));
  }
}
