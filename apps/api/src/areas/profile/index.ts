/** Profile: the customer profile and banking, address lookup, marketing preferences and due-date reminders. The area's front door: other areas and the app import only this file. */
export { addressLookupModule } from './address-lookup';
export { createIdentityCheck, customerProfileModule, type IdentityCheck } from './customer-profile';
export { marketingModule } from './marketing';
export { remindersModule } from './reminders';
export { dueDateRemindersJob, type ReminderJobOverrides } from './reminders/job';
