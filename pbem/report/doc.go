// Package report reads many finished or running games at once and writes
// what they add up to: export of a game's decisions (CSV, JSON, an HTML
// replay page), statistics over a folder of games (StatsOf), the list of
// games and who they wait for (Summaries), and the search of positions
// (find).
//
// It only reads game files, through pbem; what does not live here: the
// mail host's status and reminders (mailhost), a single game's views and
// logs (pbem).
package report
