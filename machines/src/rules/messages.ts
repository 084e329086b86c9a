// Every user-facing validation text in one place. SPEC_* strings are copied from the specs
// character for character, typos and trailing periods included; HOUSE_* strings are ours, for
// rules whose text the specs do not give.

/** Exact messages of accounts-dashboard-subscriptions.md §5. */
export const ACCOUNT_MESSAGES = {
  contactInvalid: 'Contact info is not valid. It has to be a phone number or email address.',
  passwordIncorrect: 'Incorrect password.',
  nameRequired: 'Name is require',
  nameInvalid: 'Not a valid name.',
  panInvalid: 'Not a valid pan.',
  gstinInvalid: 'Not a valid GSTIN.',
  addressInvalid: 'Not a valid address.',
  userTypeRequired: 'Please select a user type',
  phoneInvalid: 'Phone Number is not correct.',
  emailInvalid: 'Email is not correct.',
  passwordWeak: 'Please add a strong password.',
  confirmPasswordAlert: 'Confirm password and password should be equal.',
  otpInvalid: 'Invalid otp structure.',
  profileNameInvalid: 'Name can only contain alphabets and space.',
  profilePasswordInvalid:
    'Password must contain only one uppercase, one lowercase, one number, one especial character and minimum length should be 8.',
  profileEmailInvalid: 'Email should have proper format.',
  profileConfirm:
    'Please check if password and re-Enter password is same and you have read and clicked on terms and condition text box',
  resetConfirmMismatch: 'Password and confirm password has to be same.',
} as const;

/** Exact messages of contracts-rfq-invoices.md §5 (and the builder alert of §5). */
export const CONTRACT_MESSAGES = {
  secondAdvance: 'Cannot add more than 1 advance payment in the payment list',
  percentOver100: 'Percent cannot be greater than 100',
  publishTotalBelow: 'You need to add more amount in the payment list to make it equal to the contract amount.',
  publishTotalAbove:
    'You have added more amount in the payment list. Change the payment list items to reduce the payment.',
  attachmentFileMissing: 'No file is added. Please select a file before adding.',
  attachmentTitleMissing: 'No file is added.Please Provide title.',
  counterpartyMissing: 'Please enter counterparty email or phone number',
  termGroupType: 'Please select a valid type.',
  termGroupName: 'Please enter a valid name.',
  termGroupDescription: 'Please enter a valid description.',
  catalogueItemType: 'Item type has to be valid',
  catalogueCurrency: 'Currency has to be selected',
  catalogueUnit: 'Unit has to be selected',
  termInGroupTitle: 'Please enter valid title',
  applyAdvanceRequired: 'Advance is required. It can be 0.',
  applyRateRequired: 'You need to provide rate for atleast 1 item',
} as const;

/** Our wording for rules the specs state without a message. */
export const HOUSE_MESSAGES = {
  poPhoneRequired: 'Phone number is required.',
  poPhonePrefix: 'Phone number must start with +91.',
  poPhoneLength: 'Phone number must be 13 characters.',
  poTitleRequired: 'Title is required.',
  poTitleTooLong: 'Title must be under 100 characters.',
  poDescriptionTooLong: 'Description can be at most 1000 characters.',
  poGstinInvalid: 'GSTIN must be a valid 15-character GSTIN.',
  poGstinSame: 'Buyer and seller GSTIN cannot be the same.',
  poAddressTooLong: 'Address can be at most 150 characters.',
  poCompanyTooLong: 'Company name can be at most 100 characters.',
  poNotificationRequired: 'Notification period is required.',
  poNotificationTooLong: 'Notification period cannot be greater than completion days.',
  poCompletionMin: 'Completion days must be at least 1.',
  poDiscountNegative: 'Discount cannot be negative.',
  poDiscountInvalid: 'Discount must be an amount up to 1,00,00,00,00,000 (one lakh crore) with at most 2 decimals.',
  taxPercentInvalid: 'Tax percent is required and must be above 0.',
  taxTitleRequired: 'Tax title is required.',
  taxTitleTooLong: 'Tax title can be at most 50 characters.',
  termRequired: 'Term is required.',
  termTooLong: 'Term can be at most 1000 characters.',
  paymentNoteRequired: 'Payment note is required.',
  paymentAmountRequired: 'Payment amount is required.',
  paymentDaysRequired: 'Part payment days are required and must be a whole number above 0.',
  paymentDaysTooLate: 'Part payment days cannot be greater than completion days.',
  paymentCountRequired: 'Number of payments must be a whole number above 0.',
  paymentSpanTooLong: 'Payment span cannot exceed the completion time.',
  paymentItemsRequired: 'Select at least one item for an item-based payment.',
  rfqTermTitleRequired: 'Term title is required.',
  rfqTermTextRequired: 'Term text is required.',
  invoiceItemsRequired: 'Select at least one item for the invoice.',
  paymentReferenceInvalid:
    'The UPI or bank reference can have at most 35 letters, digits, spaces, dots, hyphens or slashes.',
  amountInvalid: 'Enter an amount from 0 to 1,00,00,00,00,000 (one lakh crore) with at most 2 decimals.',
  quantityInvalid: 'Enter a quantity from 0 to 1,00,00,00,000 (100 crore) with at most 3 decimals.',
  percentInvalid: 'Enter a percent between 0 and 100 with at most 2 decimals.',
  daysInvalid: 'Enter a whole number of days.',
  unitInvalid: 'Choose a unit from the unit list.',
  nameTooLong: 'Name can be at most 100 characters.',
  passwordTooLong: 'Password can be at most 128 characters.',
  addressTooLong: 'Address can be at most 200 characters.',
  emailTooLong: 'Email can be at most 254 characters.',
  titleTooLong: 'Title can be at most 100 characters.',
  codeTooLong: 'Code can be at most 50 characters.',
  descriptionTooLong: 'Description can be at most 1000 characters.',
  contactNameRequired: 'Please enter your name.',
  contactMessageTooShort: 'Please write at least 10 characters.',
  contactMessageTooLong: 'Message can be at most 2000 characters.',
  panGstinMismatch: 'The PAN must be the one in the GSTIN (its 3rd to 12th characters).',
  profileTermsRequired: 'Please read and accept the terms and conditions to continue.',
} as const;

/** Success texts the screens show after an action (contracts spec §8). */
export const SUCCESS_MESSAGES = {
  contractStarted: 'Contract started',
  contractRejected: 'Contract Rejected',
  statusChanged: 'Status is changed successfully',
  dataAdded: 'Data added successfully',
  dataUpdated: 'Data updated successfully.',
  deleted: 'Deleted successfully',
  contactReceived: 'Thank you. We will get back to you soon.',
  transactionUpdated: 'Tansaction Updated',
  paymentDone: 'Payment done',
} as const;
