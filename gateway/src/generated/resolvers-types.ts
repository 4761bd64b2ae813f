import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RestEmployee, RestViewer, RestSession, RestAgency } from '../rest/types.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date, 'YYYY-MM-DD'. Never shifted by time zones (DESIGN §4). */
  Date: { input: string; output: string; }
  /** An instant: ISO 8601 with an offset. */
  DateTime: { input: string; output: string; }
  /** An exact decimal amount, as a string: USD and BRL to the cent, exchange rates to 6 places (DESIGN §4). */
  Decimal: { input: string; output: string; }
};

/** The agency's name, street address and phone, from configuration (AGENCY_NAME, AGENCY_ADDRESS, AGENCY_PHONE). */
export type Agency = {
  __typename?: 'Agency';
  address: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  /** IANA time zone that decides the agency's 'today'. */
  timeZone: Scalars['String']['output'];
};

/** A new employee: every field is required (spec 01 §5). */
export type CreateEmployeeInput = {
  email: Scalars['String']['input'];
  fullName: Scalars['String']['input'];
  /** At least 8 characters. */
  password: Scalars['String']['input'];
  role: Role;
};

/** A staff member (spec 01 §3 Employee). */
export type Employee = {
  __typename?: 'Employee';
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The profile picture as a data: URL, or null when none was uploaded. */
  profileImage?: Maybe<Scalars['String']['output']>;
  role: Role;
};

/** One page of employees, newest names sorted A to Z (spec 01 §2: 4 per page). */
export type EmployeePage = {
  __typename?: 'EmployeePage';
  items: Array<Employee>;
  total: Scalars['Int']['output'];
};

/** A downloadable file: base64 content and its extension. */
export type FileDownload = {
  __typename?: 'FileDownload';
  data: Scalars['String']['output'];
  fileExtension: Scalars['String']['output'];
  mimeType: Scalars['String']['output'];
};

/**
 * A file travelling through GraphQL as base64, so CSRF prevention stays on (DESIGN §8).
 * At most 10 MB once decoded.
 */
export type FileInput = {
  /** The content, base64-encoded. */
  data: Scalars['String']['input'];
  /** The file's name as the user picked it. */
  name: Scalars['String']['input'];
  /** The MIME type the browser reported; the server checks the content itself. */
  type: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Changes the signed-in employee's own password after checking the current one.
   * Revokes their other sessions and keeps this one (DESIGN §6).
   */
  changePassword: Employee;
  /** Administrators only. CONFLICT when the email is taken. */
  createEmployee: Employee;
  /** Administrators only. Returns the deleted employee. CONFLICT for the last administrator. */
  deleteEmployee: Employee;
  /** Signs in. A wrong email or password gives UNAUTHENTICATED with 'Wrong email or password'. */
  login: Session;
  /** Revokes the current token. */
  logout: Scalars['Boolean']['output'];
  /** Administrators only. CONFLICT when it would leave no administrator. */
  updateEmployee: Employee;
  /** Sets the profile picture: an image (PNG, JPEG, WebP or GIF, checked by content), 10 MB at most. */
  uploadEmployeeImage: Employee;
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationCreateEmployeeArgs = {
  input: CreateEmployeeInput;
};


export type MutationDeleteEmployeeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationUpdateEmployeeArgs = {
  id: Scalars['ID']['input'];
  input: UpdateEmployeeInput;
};


export type MutationUploadEmployeeImageArgs = {
  file: FileInput;
  id: Scalars['ID']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** The agency's own details, shown in the sidebar and on receipts (spec 01 §1). */
  agency: Agency;
  /** Employees, 4 per page by default. Administrators only. */
  employees: EmployeePage;
  /** Who the current token belongs to. UNAUTHENTICATED without a valid token. */
  viewer: Viewer;
};


export type QueryEmployeesArgs = {
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
};

/** A staff role (spec 01 §3: 1 Administrator, 2 Employee). */
export type Role =
  | 'ADMINISTRATOR'
  | 'EMPLOYEE';

/** What a successful sign-in returns (spec 01 §7 POST /api/auth/authenticate). */
export type Session = {
  __typename?: 'Session';
  employeeId: Scalars['ID']['output'];
  fullName: Scalars['String']['output'];
  role: Role;
  /** Bearer token for every later call. Expires after 12 h idle (DESIGN §6). */
  token: Scalars['String']['output'];
};

/** An edit: every field is optional; what is left out stays as it is (spec 01 §5). */
export type UpdateEmployeeInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** Sets a new password (how an administrator answers 'Forgot Password?', DESIGN §8). */
  password?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Role>;
};

/** The signed-in employee, as the server sees the current token. */
export type Viewer = {
  __typename?: 'Viewer';
  employee: Employee;
  /** True when the employee holds the Administrator position (spec 01 §4, POST /api/auth/has). */
  isAdministrator: Scalars['Boolean']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Agency: ResolverTypeWrapper<RestAgency>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreateEmployeeInput: CreateEmployeeInput;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  Employee: ResolverTypeWrapper<RestEmployee>;
  EmployeePage: ResolverTypeWrapper<Omit<EmployeePage, 'items'> & { items: Array<ResolversTypes['Employee']> }>;
  FileDownload: ResolverTypeWrapper<FileDownload>;
  FileInput: FileInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  Session: ResolverTypeWrapper<RestSession>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateEmployeeInput: UpdateEmployeeInput;
  Viewer: ResolverTypeWrapper<RestViewer>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Agency: RestAgency;
  Boolean: Scalars['Boolean']['output'];
  CreateEmployeeInput: CreateEmployeeInput;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  Employee: RestEmployee;
  EmployeePage: Omit<EmployeePage, 'items'> & { items: Array<ResolversParentTypes['Employee']> };
  FileDownload: FileDownload;
  FileInput: FileInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  Session: RestSession;
  String: Scalars['String']['output'];
  UpdateEmployeeInput: UpdateEmployeeInput;
  Viewer: RestViewer;
}>;

export type AgencyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Agency'] = ResolversParentTypes['Agency']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type EmployeeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Employee'] = ResolversParentTypes['Employee']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  profileImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type EmployeePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmployeePage'] = ResolversParentTypes['EmployeePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Employee']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FileDownloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FileDownload'] = ResolversParentTypes['FileDownload']> = ResolversObject<{
  data?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileExtension?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  changePassword?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  createEmployee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<MutationCreateEmployeeArgs, 'input'>>;
  deleteEmployee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<MutationDeleteEmployeeArgs, 'id'>>;
  login?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateEmployee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<MutationUpdateEmployeeArgs, 'id' | 'input'>>;
  uploadEmployeeImage?: Resolver<ResolversTypes['Employee'], ParentType, ContextType, RequireFields<MutationUploadEmployeeImageArgs, 'file' | 'id'>>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  agency?: Resolver<ResolversTypes['Agency'], ParentType, ContextType>;
  employees?: Resolver<ResolversTypes['EmployeePage'], ParentType, ContextType, RequireFields<QueryEmployeesArgs, 'page' | 'perPage'>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
}>;

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = ResolversObject<{
  employeeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  employee?: Resolver<ResolversTypes['Employee'], ParentType, ContextType>;
  isAdministrator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Agency?: AgencyResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  Employee?: EmployeeResolvers<ContextType>;
  EmployeePage?: EmployeePageResolvers<ContextType>;
  FileDownload?: FileDownloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

