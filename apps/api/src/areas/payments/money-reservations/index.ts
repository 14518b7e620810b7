/** Money reservations against a loan's payoff: one mechanism for every money movement (payments today). */
export {
  createMoneyReservations,
  type MoneyReservations,
  type Reservation,
  type ReservationRefusal,
  type ReservationRequest,
} from './reserve';
