import { describeDemoCalendar } from './demo-on-every-date';

// UTC+14: the local first of December is still 30 November in UTC, the month whose rates apply.
describeDemoCalendar('Pacific/Kiritimati', ['start-12', 'end-08', 'eu-winter']);
