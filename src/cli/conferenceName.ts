/**
 * A conference as the tables head it: MLB `American League`, `National League`; NBA `Eastern
 * Conference`, `Western Conference`.
 *
 * @example
 * conferenceName('mlb', 'American'); // 'American League'
 */
export function conferenceName(sport: string, conference: string): string {
  if (sport === 'mlb') return `${conference} League`;
  return conference === 'East' ? 'Eastern Conference' : conference === 'West' ? 'Western Conference' : conference;
}
