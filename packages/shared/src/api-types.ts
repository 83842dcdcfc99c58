/** Shapes of the answers that both the API and the web client rely on. */

export interface ErrorItem {
  message: string;
  field?: string;
}
/** The one error body of every 4xx/5xx answer (DESIGN.md, API conventions). */
export interface ErrorBody {
  message: string;
  error: ErrorItem[];
  errors: Record<string, string[]>;
  code?: string;
}

export interface RoleInfo {
  name: string;
  description: string;
}

export interface UserInfo {
  id: number;
  name: string;
  fullname: string;
  email: string;
  role: RoleInfo[];
  scope: string;
  email_verified: boolean;
}

export interface StateData {
  /** true once the applicant finished the registration wizard (a persona exists). */
  input_data: boolean;
}

export interface PersonaSummary {
  id: number;
  nombre: string;
  apellido: string;
  email: string | null;
  [key: string]: unknown;
}

export interface LoginResponse {
  token: string;
  scope: string;
  state_data: StateData;
  user: UserInfo;
  persona: PersonaSummary | null;
}

export interface UserInfoResponse {
  user: UserInfo;
  state_data: StateData;
}

export interface MessageResponse {
  message: string;
}
