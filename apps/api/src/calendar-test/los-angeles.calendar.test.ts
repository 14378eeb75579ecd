import { describeDemoCalendar } from './demo-on-every-date';

describeDemoCalendar('America/Los_Angeles', 2);
