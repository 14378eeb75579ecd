import { describeDemoCalendar } from './demo-on-every-date';

// Los Angeles' first of January is 08:00 UTC; its clock changes are the US ones.
describeDemoCalendar('America/Los_Angeles', ['start-01', 'us-winter', 'us-summer']);
