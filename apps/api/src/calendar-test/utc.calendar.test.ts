import { describeDemoCalendar } from './demo-on-every-date';

// 1 March: the story's 84 days reach back into December, over a 28-day February.
describeDemoCalendar('UTC', ['start-03', 'year-end']);
