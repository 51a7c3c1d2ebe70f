import {
  DAY_OFF_TYPE_NOT_SELF_SERVICE,
  DECLINE_REASON_MAX_LENGTH,
  DECLINE_REASON_TOO_LONG,
  decidedState,
  decisionRefusal,
  declineReason,
  OWN_REQUEST_NOT_DECIDED,
  plannedState,
  REQUEST_ALREADY_DECIDED,
  REQUEST_OPTION_NOT_ALLOWED,
  selfServiceRefusal,
  stateAfterRemoval,
  type LeaveRequestState,
  type SelfServiceType,
} from '../leaveRequests';

const legalLeave: SelfServiceType = {
  limitation: 'limit_in_days',
  allowedRequestOptions: ['allDay', 'morning', 'afternoon', 'custom'],
  allowedSelfservice: true,
  approvalNeeded: true,
};
const sickLeave: SelfServiceType = { ...legalLeave, allowedSelfservice: false, approvalNeeded: false };
const overtime: SelfServiceType = {
  limitation: 'limit_in_minutes',
  allowedRequestOptions: ['custom'],
  allowedSelfservice: true,
  approvalNeeded: false,
};

const own = { own: true, admin: false };
const ownAdmin = { own: true, admin: true };
const forSomeoneElse = { own: false, admin: false };
const adminForSomeoneElse = { own: false, admin: true };

describe('self-service on the server (part 1 §3 allowed_selfservice, allowed_request_options)', () => {
  it('part 1 §3 allowed_selfservice: a person asks only self-service types for themselves, admins included', () => {
    expect(selfServiceRefusal([legalLeave], 'allDay', own)).toBeNull();
    expect(selfServiceRefusal([sickLeave], 'allDay', own)).toEqual(DAY_OFF_TYPE_NOT_SELF_SERVICE);
    expect(selfServiceRefusal([sickLeave], 'allDay', ownAdmin)).toEqual(DAY_OFF_TYPE_NOT_SELF_SERVICE);
  });

  it('part 1 §3: a ruleset is asked for oneself only when every type of it is self-service', () => {
    expect(selfServiceRefusal([legalLeave, overtime], null, own)).toBeNull();
    expect(selfServiceRefusal([legalLeave, sickLeave], null, own)).toEqual(DAY_OFF_TYPE_NOT_SELF_SERVICE);
    expect(selfServiceRefusal([], null, own)).toEqual(DAY_OFF_TYPE_NOT_SELF_SERVICE);
  });

  it('part 1 §3 allowed_request_options, §5: only a when option the type takes; none named asks nothing', () => {
    expect(selfServiceRefusal([overtime], 'allDay', own)).toEqual(REQUEST_OPTION_NOT_ALLOWED);
    expect(selfServiceRefusal([overtime], 'custom', own)).toBeNull();
    // part 1 §5: custom hours are never asked of a type limited in days.
    expect(selfServiceRefusal([legalLeave], 'custom', own)).toEqual(REQUEST_OPTION_NOT_ALLOWED);
    expect(selfServiceRefusal([legalLeave, overtime], 'custom', own)).toBeNull();
    expect(selfServiceRefusal([overtime], null, own)).toBeNull();
  });

  it('decision: someone planning another person’s days is not bound by the self-service rules', () => {
    expect(selfServiceRefusal([sickLeave], 'allDay', forSomeoneElse)).toBeNull();
    expect(selfServiceRefusal([overtime], 'allDay', adminForSomeoneElse)).toBeNull();
  });
});

describe('what is stored pending (part 1 §3 approval_needed, §4 approved = 0 is pending)', () => {
  it('part 1 §3: a type without approval is approved at once, whoever asks', () => {
    for (const requester of [own, ownAdmin, forSomeoneElse, adminForSomeoneElse])
      expect(plannedState(sickLeave, requester)).toEqual('approved');
  });

  it('decision: a type needing approval is pending when asked for oneself, admins included', () => {
    expect(plannedState(legalLeave, own)).toEqual('pending');
    expect(plannedState(legalLeave, ownAdmin)).toEqual('pending');
  });

  it('part 1 §4: planned for someone else, it is approved by an admin and pending by anyone else', () => {
    expect(plannedState(legalLeave, adminForSomeoneElse)).toEqual('approved');
    expect(plannedState(legalLeave, forSomeoneElse)).toEqual('pending');
  });
});

describe('deciding a request (the decision the spec leaves open)', () => {
  it('decision: a pending request of someone else is approved or declined', () => {
    expect(decisionRefusal({ state: 'pending', own: false, decision: 'approve' })).toBeNull();
    expect(decisionRefusal({ state: 'pending', own: false, decision: 'decline', reason: 'Team offsite' })).toBeNull();
    expect(decidedState('approve')).toEqual('approved');
    expect(decidedState('decline')).toEqual('declined');
  });

  it('decision: nobody decides their own request', () => {
    expect(decisionRefusal({ state: 'pending', own: true, decision: 'approve' })).toEqual(OWN_REQUEST_NOT_DECIDED);
  });

  it.each<LeaveRequestState>(['approved', 'declined', 'withdrawn'])(
    'decision: a %s request is decided no more (parallel decisions: the second is refused)',
    (state) => {
      expect(decisionRefusal({ state, own: false, decision: 'approve' })).toEqual(REQUEST_ALREADY_DECIDED);
      expect(decisionRefusal({ state, own: false, decision: 'decline' })).toEqual(REQUEST_ALREADY_DECIDED);
    },
  );

  it('decision: a decline gives an optional reason of at most 400 characters (part 1 §5 note length), trimmed', () => {
    const longest = 'é'.repeat(DECLINE_REASON_MAX_LENGTH);
    expect(decisionRefusal({ state: 'pending', own: false, decision: 'decline', reason: ` ${longest} ` })).toBeNull();
    expect(decisionRefusal({ state: 'pending', own: false, decision: 'decline', reason: `${longest}x` })).toEqual(
      DECLINE_REASON_TOO_LONG,
    );
    expect(declineReason('  Busy week  ')).toEqual('Busy week');
    expect(declineReason('   ')).toBeNull();
    expect(declineReason(null)).toBeNull();
  });

  it('decision: a pending request whose days are all removed is withdrawn; a decided one keeps its state', () => {
    expect(stateAfterRemoval('pending', 0)).toEqual('withdrawn');
    expect(stateAfterRemoval('pending', 1)).toEqual('pending');
    expect(stateAfterRemoval('approved', 0)).toEqual('approved');
  });
});
