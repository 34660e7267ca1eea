/** A free-play game's or a room's id: 6 upper-case letters or digits. */
export const GAME_ID_LENGTH = 6;
export const GAME_ID_PATTERN = /^[A-Z0-9]{6}$/;
